import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

/** Form and page styles shared by the customer-account screens (profile, addresses, support, invitation). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

export const title = style({ margin: 0, fontSize: vars.font.title })

export const sectionTitle = style({ margin: 0, fontSize: vars.font.large })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
})

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })

export const label = style({ fontWeight: 600, fontSize: vars.font.small })

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs })

export const control = style({
  minHeight: 44,
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.body,
  fontFamily: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:read-only': { background: vars.color.background },
  },
})

export const textarea = style([control, { minHeight: 120, padding: vars.space.md, resize: 'vertical', lineHeight: vars.font.lineHeight }])

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.small })

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 })
globalStyle(`${checkbox} input`, { width: 20, height: 20 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
