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
