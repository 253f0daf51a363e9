import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const chart = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const grid = style({ stroke: vars.color.border, strokeDasharray: '4 4' })
export const axis = style({ fill: vars.color.muted, fontSize: 11 })
export const line = style({ fill: 'none', stroke: vars.color.secondary, strokeWidth: 2.5, strokeLinejoin: 'round' })
export const dot = style({ fill: vars.color.primary })
export const caption = style({ color: vars.color.muted, fontSize: vars.font.small })
export const current = style({ margin: 0, fontSize: vars.font.title, fontWeight: 700 })
