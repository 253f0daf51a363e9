import { style } from '@vanilla-extract/css'
import { fullWidthImage } from './styles'
import { vars } from './tokens.css'

/** A product's card in a grid (our shops' and the markets'). */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})
export const imageBox = style({ position: 'relative' })
export const image = style({
  ...fullWidthImage('1 / 1', 'contain'),
  background: vars.color.background,
  borderRadius: vars.radius.sm,
})
export const imageDimmed = style({ opacity: 0.55 })
export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: vars.font.small,
  fontWeight: 700,
})
export const price = style({ marginTop: 'auto' })
