import { style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

const layoutBase = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' })

/** The side column's width on a desktop; on phones the side column sits above the page. */
export const layout = styleVariants({ 220: '220px', 240: '240px' }, (width) => [
  layoutBase,
  { '@media': { [media.desktop]: { gridTemplateColumns: `${width} minmax(0, 1fr)`, alignItems: 'start' } } },
])

const asideBase = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})

export const aside = styleVariants({ sm: vars.space.sm, md: vars.space.md }, (gap) => [asideBase, { gap }])

export const content = style({ minWidth: 0 })

/** A link of the side menu: a 44 px row on desktop, a tab in a scrolling row on phones. */
export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.background } },
})

/** The current page's link, in the area's colour. */
export const linkActive = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { '&:hover': { background: vars.color.primaryDark } },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.secondaryText,
    selectors: { '&:hover': { background: vars.color.secondaryDark } },
  },
})
