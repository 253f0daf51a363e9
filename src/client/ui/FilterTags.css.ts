import { style } from '@vanilla-extract/css'
import { clusterList, pill } from './styles'
import { vars } from './tokens.css'

export const tags = style(clusterList(vars.space.xs))

export const tag = style([
  pill(32, vars.space.sm),
  {
    gap: vars.space.xs,
    border: `1px solid ${vars.color.primary}`,
    background: vars.color.primarySoft,
    color: vars.color.primaryDark,
    fontSize: vars.font.small,
    cursor: 'pointer',
  },
])

export const clearAll = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.secondary,
  textDecoration: 'underline',
  fontSize: vars.font.small,
  cursor: 'pointer',
})
