import { style } from '@vanilla-extract/css'
import { cardName, imageCaption } from './styles'
import { vars } from './tokens.css'
export { badge, card, image, imageBox, imageDimmed, price } from './product-card.css'

export const link = style({ color: vars.color.text, textDecoration: 'none' })

export const name = style([{ margin: `${vars.space.xs} 0 0` }, cardName])

export const status = style({
  ...imageCaption,
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
