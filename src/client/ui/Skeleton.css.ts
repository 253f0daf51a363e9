import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
})

export const skeleton = style({
  display: 'block',
  maxWidth: '100%',
  backgroundColor: vars.color.skeleton,
  backgroundImage: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonShine} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})

export const image = style({ aspectRatio: '1 / 1', width: '100%' })

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: vars.space.md },
  },
})

export const region = style({ position: 'relative' })
