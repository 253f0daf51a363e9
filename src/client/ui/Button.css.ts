import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
})

const enabled = '&:not(:disabled):not([aria-disabled="true"]):hover'

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.primaryText,
    selectors: { [enabled]: { background: vars.color.primaryDark } },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.secondaryText,
    selectors: { [enabled]: { background: vars.color.secondaryDark } },
  },
  outline: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { [enabled]: { background: vars.color.primarySoft } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { [enabled]: { background: vars.color.background } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerText,
    selectors: { [enabled]: { background: vars.color.dangerDark } },
  },
})

export const size = styleVariants({
  sm: { minHeight: 36, padding: `0 ${vars.space.md}`, fontSize: vars.font.small },
  md: { minHeight: 44, padding: `0 ${vars.space.lg}`, fontSize: vars.font.body },
  lg: { minHeight: 52, padding: `0 ${vars.space.xl}`, fontSize: vars.font.large },
})

export const fullWidth = style({ width: '100%' })
