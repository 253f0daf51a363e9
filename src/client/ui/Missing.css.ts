import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const missing = style({ color: vars.color.muted })
