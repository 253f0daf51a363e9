import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const alert = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid currentColor',
  fontSize: vars.font.small,
  lineHeight: 1.5,
})

export const variant = styleVariants({
  danger: { background: vars.color.dangerSoft, color: vars.color.dangerSoftText },
  success: { background: vars.color.successSoft, color: vars.color.successSoftText },
  info: { background: vars.color.infoSoft, color: vars.color.infoSoftText },
  warning: { background: vars.color.warningSoft, color: vars.color.warningSoftText },
})
