import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const nav = style({ display: 'flex', justifyContent: 'center', margin: `${vars.space.lg} 0` })

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.small,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-current="page"]):not([aria-disabled="true"])': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      cursor: 'default',
    },
    '&[aria-disabled="true"]': { color: vars.color.muted, background: vars.color.background, cursor: 'not-allowed' },
  },
})
