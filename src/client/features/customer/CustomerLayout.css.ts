import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
})

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})

export const identity = style({ margin: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' })

export const customerId = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })

export const menu = style({ minWidth: 0 })

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  paddingBlock: 0,
  display: 'flex',
  gap: vars.space.xs,
  '@media': { [media.desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.background } },
})

export const menuLinkActive = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  selectors: { '&:hover': { background: vars.color.primaryDark } },
})

export const content = style({ minWidth: 0 })
