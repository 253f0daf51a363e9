import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, scrollMarginTop: vars.space.xl })

export const title = style({ margin: 0, fontSize: vars.font.title })

export const intro = style({ margin: 0, color: vars.color.muted, maxWidth: 720 })

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' } },
})

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const cardTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.small,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

/** A copyable line, styled like the wallet cards: the whole line is one button. */
export const copyItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[data-copied="true"]': { borderColor: vars.color.success, background: vars.color.successSoft },
  },
})

export const copyValue = style({ fontWeight: 600, overflowWrap: 'anywhere' })

export const copyState = style({
  flexShrink: 0,
  fontSize: vars.font.small,
  color: vars.color.muted,
  selectors: { [`${copyItem}[data-copied="true"] &`]: { color: vars.color.successSoftText, fontWeight: 600 } },
})

export const itemList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const notice = style({ minHeight: '1.5em', margin: 0, color: vars.color.successSoftText, fontWeight: 600 })

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
})

export const facebook = style({ background: '#0b5bc4' })
export const zalo = style({ background: '#0052cc' })

export const formCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
})

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })

export const label = style({ fontWeight: 600, fontSize: vars.font.small })

export const control = style({
  minHeight: 44,
  width: '100%',
  boxSizing: 'border-box',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.body,
  fontFamily: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
})

export const textarea = style([control, { minHeight: 140, padding: vars.space.md, resize: 'vertical', lineHeight: vars.font.lineHeight }])

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })
