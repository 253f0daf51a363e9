import { style } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

export const container = style({
  width: '100%',
  maxWidth: vars.contentWidth,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg } },
})
