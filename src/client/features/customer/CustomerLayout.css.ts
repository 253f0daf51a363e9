import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

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
