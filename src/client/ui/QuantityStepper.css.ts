import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const quantity = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })
export const quantityLabel = style({ fontWeight: 600, fontSize: vars.font.small })
export const stepper = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
})
export const stepButton = style({
  width: 44,
  height: 44,
  border: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.large,
  cursor: 'pointer',
  selectors: { '&:disabled': { color: vars.color.muted, cursor: 'not-allowed', background: vars.color.background } },
})
export const stepInput = style({
  width: 56,
  height: 44,
  border: 'none',
  borderLeft: `1px solid ${vars.color.border}`,
  borderRight: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  font: 'inherit',
  color: vars.color.text,
  selectors: { '&:disabled': { background: vars.color.background, color: vars.color.muted } },
})
