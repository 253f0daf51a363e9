import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

/** A product page's price: VND large, JPY beside it, the discount badge; or 'not updated'. */
export const priceBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
})
export const price = style({})
globalStyle(`${price} [data-testid="price-vnd"]`, { fontSize: vars.font.title })
export const discount = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  fontSize: vars.font.small,
})
export const noPrice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.muted,
  fontWeight: 600,
})
