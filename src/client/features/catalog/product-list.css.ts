import { style } from '@vanilla-extract/css'
import { cardSurface, cluster, filterPanel, menuLink, stack, stackList } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'
export { grid, gridItem, heading, inlineSidebar, layout, main } from '@client/ui/listing.css'

export const errorBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm })

export const emptyBox = style([
  stack(vars.space.md),
  { alignItems: 'center', padding: vars.space.xl },
  cardSurface,
  { textAlign: 'center' },
])

// ── Sidebar ────────────────────────────────────────────────────────────────────────────
export const sidebar = style(filterPanel)

export const group = style([stack(vars.space.xs), { margin: 0, padding: 0, border: 'none' }])

export const groupTitle = style({ margin: 0, fontSize: vars.font.body, fontWeight: 700 })

export const optionList = style(stackList(vars.space.xxs))

export const childList = style([optionList, { paddingLeft: vars.space.lg }])

export const option = style([
  menuLink(40, vars.space.sm),
  {
    gap: vars.space.sm,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.small,
    selectors: {
      '&:hover': { background: vars.color.background },
      '&[aria-current="true"]': { background: vars.color.primarySoft, color: vars.color.primaryDark, fontWeight: 700 },
    },
  },
])

export const mark = style({
  flex: '0 0 auto',
  width: 16,
  height: 16,
  borderRadius: '50%',
  border: `2px solid ${vars.color.muted}`,
  selectors: {
    [`${option}[aria-current="true"] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
    },
  },
})

export const rootOption = style({ fontWeight: 600 })

// ── Top bar ────────────────────────────────────────────────────────────────────────────
export const topBar = style([
  stack(vars.space.sm),
  { padding: vars.space.sm },
  cardSurface,
  { '@media': { [media.tablet]: { padding: vars.space.md } } },
])

export const topRow = style(cluster(vars.space.sm))

export const count = style({ margin: 0, flex: '1 1 auto', fontSize: vars.font.small, color: vars.color.muted })

export const sortGroup = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 100%',
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
})

export const sortLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.small })

export const sortSelect = style({
  flex: 1,
  minHeight: 40,
  '@media': { [media.tablet]: { flex: '0 0 auto', maxWidth: 220 } },
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.small,
})

export const filterButton = style({ '@media': { [media.desktop]: { display: 'none' } } })
