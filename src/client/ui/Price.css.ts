import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  lineHeight: 1.3,
})

export const current = style({ color: vars.color.primary, fontWeight: 700, fontSize: vars.font.body, whiteSpace: 'nowrap' })

export const initial = style({ color: vars.color.muted, fontSize: vars.font.small, whiteSpace: 'nowrap' })

export const yen = style({ color: vars.color.muted, fontSize: vars.font.small, whiteSpace: 'nowrap' })
