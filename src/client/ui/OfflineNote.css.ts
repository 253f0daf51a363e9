import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontSize: vars.font.small,
  fontWeight: 600,
})
