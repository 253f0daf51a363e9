import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const nav = style({ borderTop: `1px solid ${vars.color.border}` })

export const list = style({
  maxWidth: vars.contentWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  listStyle: 'none',
  display: 'flex',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  // A desktop has room for every shop: the row wraps instead of hiding some behind a scroll.
  '@media': { [media.desktop]: { flexWrap: 'wrap', overflowX: 'visible' } },
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
