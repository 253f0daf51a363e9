import { globalStyle, style } from '@vanilla-extract/css'
import {
  cardSurface,
  columnsGrid,
  fullWidthImage,
  lineClamp,
  menuLink,
  mutedNote,
  pageStack,
  pageTitle,
  plainList,
  sideMenuList,
  sidebarLayout,
  stack,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const layout = style(sidebarLayout('240px'))

export const sidebar = style([cardSurface, { padding: vars.space.md }])

export const sidebarTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.body })

export const categoryList = style(sideMenuList)

export const categoryLink = style([
  menuLink(44, vars.space.md),
  {
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    whiteSpace: 'nowrap',
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
        fontWeight: 600,
      },
    },
    '@media': { [media.desktop]: { borderRadius: vars.radius.sm, border: 'none' } },
  },
])

export const main = style(pageStack)

export const heading = style(pageTitle)

export const grid = style([plainList, columnsGrid(vars.space.lg, 1, 2, 3)])

export const card = style([{ display: 'flex', flexDirection: 'column', height: '100%' }, cardSurface, { overflow: 'hidden' }])

export const cardBody = style([stack(vars.space.xs), { padding: vars.space.md }])

export const cover = style([fullWidthImage('1200 / 630'), { background: vars.color.skeleton }])

export const cardTitle = style({ margin: 0, fontSize: vars.font.body, lineHeight: 1.35 })

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
})

// The whole card is clickable through the title link's pseudo-element.
export const stretchedCard = style({ position: 'relative' })
globalStyle(`${stretchedCard} ${cardLink}::after`, { content: '""', position: 'absolute', inset: 0 })

export const meta = style(mutedNote)

export const excerpt = style([{ margin: 0, fontSize: vars.font.small }, lineClamp(3)])

export const skeletonCard = style(stack(vars.space.sm))
