import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })

export const hiddenHeading = visuallyHidden

export const hero = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
})

export const secondary = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: '1fr 1fr' } },
})

export const secondaryLink = style({ display: 'block', borderRadius: vars.radius.md, overflow: 'hidden' })

export const secondaryImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  aspectRatio: '3 / 1',
  objectFit: 'cover',
  background: vars.color.border,
})

export const error = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })
