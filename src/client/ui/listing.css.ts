import { globalStyle, style } from '@vanilla-extract/css'
import { plainList, sidebarLayout, stack } from './styles'
import { media, vars } from './tokens.css'

/** A list of products (our shops' and the markets'): filters beside it on wide screens, a grid of cards. */
export const layout = style(sidebarLayout('260px'))
export const inlineSidebar = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
})
export const main = style([stack(vars.space.md), { minWidth: 0 }])
export const heading = style({
  margin: 0,
  fontSize: vars.font.large,
  lineHeight: 1.3,
  '@media': { [media.tablet]: { fontSize: vars.font.title } },
})

export const grid = style({
  ...plainList,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})
export const gridItem = style({ display: 'flex', minWidth: 0 })
globalStyle(`${gridItem} > *`, { flex: 1 })
