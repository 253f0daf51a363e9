import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const heading = style({ margin: 0, fontSize: vars.font.body, fontWeight: 700 })

export const identity = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

/** The menu: a scrolling row of pills on a phone (scrollRow), a column on a desktop. */
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  paddingBlock: 0,
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [media.desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})

/** The console's page: its sections stacked. */
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

/** The console's header above each screen: the one search. */
export const consoleHeader = style({ minWidth: 0 })

/** The console's slim bar (in place of the storefront's header): the shop, the day's rate, the language; one row on a phone. */
export const slimHeader = style({ background: vars.color.primary, color: vars.color.primaryText })

export const slimHeaderInner = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.font.small,
})

export const slimHeaderEnd = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.md })

export const shopLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 0,
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'none',
})

export const shopName = style({ display: 'none', whiteSpace: 'nowrap', '@media': { [media.tablet]: { display: 'inline' } } })

/** The console's main region: the storefront's page width and padding, a little tighter on a phone. */
export const main = style({
  flex: 1,
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.sm}`,
  outline: 'none',
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
})
