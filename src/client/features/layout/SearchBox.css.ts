import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minHeight: 44,
})

export const hiddenLabel = visuallyHidden

export const scope = style({
  flex: '0 0 auto',
  // Narrow on a phone, so the search field keeps room for its whole placeholder.
  maxWidth: 96,
  '@media': { [media.tablet]: { maxWidth: 120 } },
  border: 'none',
  borderRight: `1px solid ${vars.color.border}`,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  padding: `0 ${vars.space.xs}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.small,
})

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.body,
  textOverflow: 'ellipsis',
  background: 'transparent',
  color: vars.color.text,
})

export const submit = style({
  flex: '0 0 44px',
  border: 'none',
  background: vars.color.primary,
  color: vars.color.primaryText,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
})

export const popover = style({
  position: 'absolute',
  left: -2,
  right: -2,
  top: 'calc(100% + 4px)',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
  zIndex: 30,
  maxHeight: '70vh',
  overflowY: 'auto',
})

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.small,
})

export const suggestionList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.background } },
})

export const suggestionImage = style({
  flex: '0 0 40px',
  width: 40,
  height: 40,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
})

export const suggestionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const suggestionName = style({
  fontSize: vars.font.small,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const suggestionPrice = style({ fontSize: vars.font.small })

export const allResults = style({
  display: 'block',
  width: '100%',
  minHeight: 44,
  marginTop: vars.space.xs,
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.secondary,
  fontSize: vars.font.small,
  fontWeight: 600,
  cursor: 'pointer',
})
