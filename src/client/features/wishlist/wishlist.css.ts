import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: '60vh',
  overflowY: 'auto',
})

export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const image = style({
  width: 48,
  height: 48,
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
})

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs })

export const name = style({
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const shop = style({ fontSize: vars.font.xsmall, color: vars.color.muted })

export const remove = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.muted,
  fontSize: vars.font.large,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background, color: vars.color.danger } },
})

export const count = style({
  position: 'absolute',
  top: -8,
  right: -10,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  boxSizing: 'border-box',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.font.xsmall,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
})

export const iconBox = style({ position: 'relative', display: 'inline-flex' })
