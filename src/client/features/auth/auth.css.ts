import { globalStyle, style } from '@vanilla-extract/css'
import { cardSurface, cluster, fieldLabel, mutedNote, stack, tapTarget, textInput } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const card = style([
  { maxWidth: 420, margin: '0 auto', padding: vars.space.xl },
  cardSurface,
  { borderRadius: vars.radius.lg },
  stack(vars.space.lg),
])

export const title = style({ margin: 0, fontSize: vars.font.title, textAlign: 'center' })

export const lead = style({ margin: 0, color: vars.color.muted, textAlign: 'center', lineHeight: 1.5 })

export const socialButtons = style({
  display: 'grid',
  gap: vars.space.sm,
})

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: 1, background: vars.color.border },
  },
})

export const form = style(stack(vars.space.md))

export const field = style(stack(vars.space.xs))

export const label = style(fieldLabel)

export const input = style(textInput)

export const hint = style(mutedNote)

export const row = style([cluster(vars.space.sm), { justifyContent: 'space-between' }])

export const checkbox = style([tapTarget, { gap: vars.space.sm }])

globalStyle(`${checkbox} input`, { width: 20, height: 20 })

export const link = style({ color: vars.color.primary, fontWeight: 600 })

export const footnote = style({ margin: 0, textAlign: 'center' })
