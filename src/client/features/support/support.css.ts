import { globalStyle, style } from '@vanilla-extract/css'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'
import { stack, tapTarget } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const preview = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md, flexWrap: 'wrap' })

export const previewImage = style({
  width: 160,
  height: 160,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
})

export const fileInput = style([visuallyHidden])

export const chooseButton = style({
  alignSelf: 'flex-start',
  ...tapTarget,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  background: vars.color.surface,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySoft },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
})

globalStyle(`${fileInput}:focus-visible + ${chooseButton}`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 })

export const notes = style([
  { margin: 0, paddingLeft: vars.space.xl, color: vars.color.muted, fontSize: vars.font.small },
  stack(vars.space.xs),
])

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.small,
  fontWeight: 600,
  whiteSpace: 'nowrap',
})

export const badge = {
  open: style([badgeBase, { background: vars.color.primarySoft, color: vars.color.primary }]),
  answered: style([badgeBase, { background: vars.color.primary, color: vars.color.surface }]),
  closed: style([badgeBase, { background: vars.color.background, color: vars.color.muted, border: `1px solid ${vars.color.border}` }]),
}

export const list = style([{ listStyle: 'none', margin: 0, padding: 0 }, stack(vars.space.sm)])

export const listItem = style({
  ...tapTarget,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'stretch',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: 'inherit',
  textDecoration: 'none',
})

export const itemHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'center' })

export const excerpt = style({ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

export const muted = style({ color: vars.color.muted, fontSize: vars.font.small })

export const thread = style([{ listStyle: 'none', margin: 0, padding: 0 }, stack(vars.space.sm)])

const bubble = style([
  stack(vars.space.xs),
  { padding: vars.space.md, borderRadius: vars.radius.md, maxWidth: '90%', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
])
export const fromMe = style([bubble, { marginLeft: 'auto', background: vars.color.primarySoft }])
export const fromStaff = style([bubble, { marginRight: 'auto', background: vars.color.surface, border: `1px solid ${vars.color.border}` }])

export const thumbnails = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const thumbnail = style({ width: 96, height: 96, objectFit: 'cover', borderRadius: vars.radius.md })
