import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
})

export const trigger = style({
  flexShrink: 0,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.muted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:disabled': { opacity: 0.6 },
  },
})

export const content = style({ outlineOffset: 4 })
