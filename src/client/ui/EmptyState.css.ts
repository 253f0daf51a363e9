import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.muted,
  textAlign: 'center',
  fontSize: vars.font.small,
})
