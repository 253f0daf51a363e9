import { keyframes, style } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.layer.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
})

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.layer.modal,
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxWidth: 520,
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.modal,
  animation: `${popIn} 160ms ease-out`,
  '@media': { [media.tablet]: { width: 'calc(100vw - 64px)' } },
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm}`,
})

export const title = style({ flex: 1, margin: 0, fontSize: vars.font.large, fontWeight: 700, lineHeight: 1.3 })

export const description = style({
  margin: 0,
  padding: `0 ${vars.space.lg}`,
  color: vars.color.muted,
  fontSize: vars.font.small,
})

export const body = style({ padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`, overflowY: 'auto' })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
})

export const close = style({
  flexShrink: 0,
  width: 40,
  height: 40,
  margin: `-${vars.space.sm} -${vars.space.sm} 0 0`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.muted,
  fontSize: 24,
  lineHeight: 1,
  selectors: { '&:hover': { background: vars.color.background, color: vars.color.text } },
})
