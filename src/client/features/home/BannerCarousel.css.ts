import { style } from '@vanilla-extract/css'
import { fullWidthImage } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'

export const carousel = style({ position: 'relative', borderRadius: vars.radius.md, overflow: 'hidden' })

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
})

export const slide = style({ flex: '0 0 100%', scrollSnapAlign: 'start' })

export const slideLink = style({ display: 'block' })

export const image = style([fullWidthImage('3 / 1'), { height: 'auto', background: vars.color.border }])

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'rgba(255,255,255,0.9)',
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
  '@media': { [media.tablet]: { width: 44, height: 44 } },
} as const

export const prev = style({ ...arrow, left: vars.space.sm })
export const next = style({ ...arrow, right: vars.space.sm })

export const dots = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: 0,
  right: 0,
  display: 'flex',
  justifyContent: 'center',
})

const dotBase = {
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  position: 'relative',
} as const

const dotMark = (color: string) => ({
  content: '""',
  position: 'absolute' as const,
  inset: 8,
  borderRadius: vars.radius.pill,
  background: color,
  boxShadow: '0 0 0 1px rgba(0,0,0,0.3)',
})

export const dot = style({ ...dotBase, selectors: { '&::after': dotMark('rgba(255,255,255,0.7)') } })
export const dotActive = style({ ...dotBase, selectors: { '&::after': dotMark(vars.color.primary) } })

export const status = visuallyHidden
