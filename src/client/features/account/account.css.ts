import { style } from '@vanilla-extract/css'
import { stack } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const codeBox = style({
  ...stack(vars.space.xs),
  padding: vars.space.md,
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
})

export const codeLabel = style({ fontSize: vars.font.small, color: vars.color.muted })

export const codeRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' })

export const code = style({ fontSize: vars.font.large, letterSpacing: '0.12em', fontVariantNumeric: 'tabular-nums' })
