import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const banner = style({
  position: 'fixed',
  left: vars.space.sm,
  right: vars.space.sm,
  bottom: `calc(${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
  zIndex: vars.layer.toast,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.popover,
  fontSize: vars.font.small,
  '@media': { [media.tablet]: { left: 'auto', right: vars.space.lg, bottom: vars.space.lg, maxWidth: 420 } },
})

export const text = style({ flex: '1 1 180px', margin: 0 })

export const actions = style({ display: 'flex', gap: vars.space.sm, marginLeft: 'auto' })

export const later = style({
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid rgba(255, 255, 255, 0.5)`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.surface,
  fontSize: vars.font.small,
  fontWeight: 600,
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.12)' } },
})
