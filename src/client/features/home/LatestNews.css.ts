import { belowTheFold } from './HomeSections.css'
import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, ...belowTheFold })

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })

export const heading = style({ margin: 0, fontSize: vars.font.large })

export const more = style({ color: vars.color.primary, fontWeight: 600, padding: '12px 0' })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
})

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})

export const link = style({ color: vars.color.text, textDecoration: 'none' })

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.border,
})

export const title = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.body })

export const date = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })

export const description = style({
  margin: 0,
  fontSize: vars.font.small,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})
