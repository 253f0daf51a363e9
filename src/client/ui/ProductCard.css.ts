import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'
export { badge, card, image, imageBox, imageDimmed, price } from './product-card.css'

export const link = style({ color: vars.color.text, textDecoration: 'none' })

export const name = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.small,
  fontWeight: 500,
  lineHeight: 1.4,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.8em',
})

export const status = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: vars.space.xs,
  right: vars.space.xs,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: '#ffffff',
  fontSize: vars.font.xsmall,
  fontWeight: 700,
  textAlign: 'center',
})

export const rating = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.xsmall,
  color: vars.color.muted,
})

export const star = style({ color: '#9a6700' })

export const noPrice = style({ fontSize: vars.font.small, color: vars.color.muted, fontStyle: 'italic' })
