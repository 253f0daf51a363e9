import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const card = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})
