import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'
import { stack } from './admin.css'

/** The auction desk: one card per lot (phone first), a changed lot outlined and labelled in words. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const card = style([stack])

export const changedCard = style([stack, { outline: `3px solid ${vars.color.warning}`, outlineOffset: -3 }])

export const changedNote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  fontWeight: 600,
})

export const lotTitle = style({ margin: 0, fontSize: vars.font.body, overflowWrap: 'anywhere' })

export const bid = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' })

export const snipes = style({ margin: 0, paddingLeft: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const changes = style({ overflowWrap: 'anywhere' })

export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.md, flexWrap: 'wrap' })
