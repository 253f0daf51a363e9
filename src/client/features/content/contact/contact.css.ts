import { style } from '@vanilla-extract/css'
import { formControl, pageTitle, stack, stackList, tapTarget } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'
export { field, grid as formGrid, hint, label } from '@client/ui/form.css'

export const page = style([stack(vars.space.xl), { scrollMarginTop: vars.space.xl }])

export const title = style(pageTitle)

export const intro = style({ margin: 0, color: vars.color.muted, maxWidth: 720 })

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', alignItems: 'start' } },
})

export const details = style(stack(vars.space.md))

export const cards = style(stackList(vars.space.md))

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

export const itemList = style(stackList(vars.space.sm))

export const notice = style({ minHeight: '1.5em', margin: 0, color: vars.color.successSoftText, fontWeight: 600 })

export const social = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const socialLink = style({
  ...tapTarget,
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  color: '#fff',
  fontWeight: 600,
  textDecoration: 'none',
})

export const facebook = style({ background: '#0b5bc4' })
export const zalo = style({ background: '#0052cc' })

export const formCard = style(stack(vars.space.md))

export const control = style([formControl, { boxSizing: 'border-box' }])

export const textarea = style([control, { minHeight: 140, padding: vars.space.md, resize: 'vertical', lineHeight: vars.font.lineHeight }])
