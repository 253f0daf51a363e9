import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const cards = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const walletLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  borderLeft: `4px solid ${vars.color.primary}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.popover } },
})

export const currency = style({ fontSize: vars.font.small, color: vars.color.muted, fontWeight: 600, letterSpacing: '0.08em' })

export const balance = style({ fontSize: vars.font.large, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
})

export const figureLabel = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted })

export const figure = style({ margin: 0, fontSize: vars.font.large, fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const positive = style({ color: vars.color.primary })

export const negative = style({ color: vars.color.danger })

export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto' } },
})

export const tableWrap = style({ position: 'relative', overflowX: 'auto', minWidth: 0 })

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.small })

export const th = style({
  padding: vars.space.sm,
  textAlign: 'left',
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})

export const td = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' })

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.text,
  cursor: 'pointer',
})

export const pending = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.xsmall,
})

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.6)',
})

export const referenceForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const label = style({ fontWeight: 600, fontSize: vars.font.small })

export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.body,
  background: vars.color.surface,
  color: vars.color.text,
})
