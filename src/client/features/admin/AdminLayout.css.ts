import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const heading = style({ margin: 0, fontSize: vars.font.body, fontWeight: 700 })

export const identity = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [media.desktop]: { flexDirection: 'column', overflowX: 'visible' } },
})

/** The console's page: its sections stacked. */
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

/** The console's header above each screen: the one search. */
export const consoleHeader = style({ minWidth: 0 })
