import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const rewards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const figure = style({ margin: 0, fontSize: vars.font.large, fontWeight: 700, color: vars.color.success })

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' })

export const grow = style({ flex: '1 1 200px', minWidth: 0 })
