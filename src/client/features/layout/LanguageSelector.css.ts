import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const selector = style({
  position: 'relative',
  marginLeft: 'auto',
  '@media': { [media.tablet]: { marginLeft: 0 } },
})

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: '1px solid rgba(255,255,255,0.6)',
  background: vars.color.primaryDark,
  color: vars.color.primaryText,
  fontSize: vars.font.small,
  cursor: 'pointer',
  listStyle: 'none',
  whiteSpace: 'nowrap',
})

export const caret = style({ fontSize: vars.font.xsmall })

globalStyle(`${summary}::-webkit-details-marker`, { display: 'none' })

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: vars.layer.header,
  minWidth: '10rem',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
})

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&[aria-current="true"]': { fontWeight: 700, color: vars.color.primary },
  },
})

export const check = style({ marginLeft: 'auto', paddingLeft: vars.space.md })
