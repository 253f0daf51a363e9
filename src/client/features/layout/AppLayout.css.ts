import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
})

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -48,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.sm } },
})

export const main = style({
  flex: 1,
  width: '100%',
  boxSizing: 'border-box',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  outline: 'none',
  '@media': { [media.tablet]: { padding: `${vars.space.xl} ${vars.space.lg}` } },
})

export const bareMain = style({ padding: vars.space.lg, maxWidth: 960, margin: '0 auto' })
