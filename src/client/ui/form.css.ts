import { globalStyle, style } from '@vanilla-extract/css'
import { fieldLabel, formControl, mutedNote, pageStack, pageTitle, sectionTitle as sectionHeading, stack, tapTarget } from './styles'
import { vars } from './tokens.css'

/** Form and page styles shared by the customer-account screens (profile, addresses, support, invitation, contact). */
export const page = style(pageStack)

export const title = style(pageTitle)

export const sectionTitle = style(sectionHeading)

export const form = style(stack(vars.space.md))

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
})

export const field = style([stack(vars.space.xs), { minWidth: 0 }])

export const label = style(fieldLabel)

export const required = style({ color: vars.color.danger, marginLeft: vars.space.xxs })

export const control = style([
  formControl,
  {
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:read-only': { background: vars.color.background },
    },
  },
])

export const textarea = style([control, { minHeight: 120, padding: vars.space.md, resize: 'vertical', lineHeight: vars.font.lineHeight }])

export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.small })

export const hint = style(mutedNote)

export const checkbox = style([tapTarget, { gap: vars.space.sm }])
globalStyle(`${checkbox} input`, { width: 20, height: 20 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
