import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
})

/** Stacked at the top on phones; top right on wider screens. */
export const region = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  right: vars.space.sm,
  zIndex: vars.layer.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { left: 'auto', right: vars.space.lg, top: vars.space.lg, width: 360 },
  },
})

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  fontSize: vars.font.small,
  pointerEvents: 'auto',
  animation: `${slideIn} 160ms ease-out`,
})

export const variant = styleVariants({
  success: { background: vars.color.success, color: vars.color.successText },
  danger: { background: vars.color.danger, color: vars.color.dangerText },
  info: { background: vars.color.info, color: vars.color.infoText },
  warning: { background: vars.color.warning, color: vars.color.warningText },
})

export const message = style({ flex: 1, alignSelf: 'center' })

export const close = style({
  flexShrink: 0,
  width: 32,
  height: 32,
  margin: `-${vars.space.xs} 0`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.large,
  lineHeight: 1,
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.18)' } },
})
