import { style } from '@vanilla-extract/css'
import { cardSurface, fieldLabel, plainList, stack, textInput } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const cards = style([
  { display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))' },
  plainList,
])

export const walletLink = style({
  ...stack(vars.space.xs),
  padding: vars.space.lg,
  ...cardSurface,
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

const wide = media.tablet

/** Phone first: each transaction is a card read top to bottom; from a tablet on, a table. */
export const table = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.small,
  '@media': { [wide]: { display: 'table' } },
})

export const head = style({ display: 'block', '@media': { [wide]: { display: 'table-header-group' } } })

export const headRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [wide]: { display: 'table-row' } },
})

export const body = style([stack(vars.space.sm), { '@media': { [wide]: { display: 'table-row-group' } } }])

export const row = style({
  ...stack(vars.space.xs),
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [wide]: { display: 'table-row', padding: 0, border: 0 } },
})

export const th = style({
  padding: vars.space.sm,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  '@media': { [wide]: { borderBottom: `2px solid ${vars.color.border}` } },
})

/** Columns whose header only a table needs: on a phone each cell carries its own label. */
export const wideOnly = style({ display: 'none', '@media': { [wide]: { display: 'table-cell' } } })

export const sortableTh = style({
  display: 'block',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  '@media': { [wide]: { display: 'table-cell', padding: vars.space.sm, border: 0, borderRadius: 0 } },
})

export const td = style({
  display: 'block',
  overflowWrap: 'anywhere',
  '@media': {
    [wide]: { display: 'table-cell', padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' },
  },
})

export const numeric = style({
  fontVariantNumeric: 'tabular-nums',
  '@media': { [wide]: { textAlign: 'right', whiteSpace: 'nowrap' } },
})

export const labelled = style({
  '::before': {
    content: 'attr(data-label) ": "',
    color: vars.color.muted,
    fontWeight: 400,
  },
  '@media': { [wide]: { selectors: { '&::before': { content: 'none' } } } },
})

export const rowNumber = style({
  color: vars.color.muted,
  '::before': { content: '"#"' },
  '@media': { [wide]: { color: 'inherit', selectors: { '&::before': { content: 'none' } } } },
})

export const typeCell = style({ fontWeight: 600, '@media': { [wide]: { fontWeight: 400 } } })

export const amountCell = style({
  fontSize: vars.font.body,
  fontWeight: 700,
  '@media': { [wide]: { fontSize: 'inherit', fontWeight: 400 } },
})

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

/** An auction hold that ended: its amount counts nowhere. */
export const ended = style({ textDecoration: 'line-through', opacity: 0.7 })

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(255, 255, 255, 0.6)',
})

export const referenceForm = style(stack(vars.space.xs))

export const label = style(fieldLabel)

export const input = style(textInput)
