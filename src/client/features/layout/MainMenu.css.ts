import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const nav = style({ borderTop: `1px solid ${vars.color.border}` })

export const list = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  borderBottom: '3px solid transparent',
  selectors: { '&:hover': { color: vars.color.primary } },
})

export const active = style({ color: vars.color.primary, borderBottomColor: vars.color.primary })
