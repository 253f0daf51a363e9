import { style } from '@vanilla-extract/css'
import { media, vars } from './tokens.css'

export const root = style({ position: 'relative' })

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 44,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
} as const

export const trigger = style({
  ...iconButton,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
})

export const triggerPlaceholder = style({ ...iconButton, display: 'inline-block' })

export const panel = style({
  // On a phone the header icons sit anywhere in the row: span the viewport with a margin, just
  // below the trigger (fixed with top auto keeps the panel at its place in the flow).
  position: 'fixed',
  left: 12,
  right: 12,
  marginTop: 4,
  '@media': {
    [media.tablet]: { position: 'absolute', left: 'auto', right: 0, top: 'calc(100% + 4px)', marginTop: 0, width: 300 },
  },
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  zIndex: 30,
})

export const panelTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.body,
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted, fontSize: vars.font.small })

export const panelLink = style({
  display: 'block',
  marginTop: vars.space.sm,
  color: vars.color.primary,
  fontWeight: 600,
})

export const signInLink = style({
  ...iconButton,
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  textDecoration: 'none',
  fontWeight: 600,
})

export const signInText = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
})

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  boxSizing: 'border-box',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
})
