import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const buyRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm })
export const buyButton = style({ whiteSpace: 'normal', minHeight: 48 })
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })
