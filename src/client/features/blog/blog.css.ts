import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
})

export const sidebar = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
})

export const sidebarTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.body })

export const categoryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  '@media': { [media.desktop]: { flexDirection: 'column', gap: vars.space.xxs, overflowX: 'visible' } },
})

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
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
})

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

export const heading = style({ margin: 0, fontSize: vars.font.title })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md })

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  background: vars.color.skeleton,
})

export const cardTitle = style({ margin: 0, fontSize: vars.font.body, lineHeight: 1.35 })

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary } },
})

// The whole card is clickable through the title link's pseudo-element.
export const stretchedCard = style({ position: 'relative' })
globalStyle(`${stretchedCard} ${cardLink}::after`, { content: '""', position: 'absolute', inset: 0 })

export const meta = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })

export const excerpt = style({
  margin: 0,
  fontSize: vars.font.small,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

export const skeletonCard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
