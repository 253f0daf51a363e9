import { style } from '@vanilla-extract/css'
import { countBubble, ellipsis, inline, stackList, thumbnail } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const list = style([stackList(vars.space.sm), { maxHeight: '60vh', overflowY: 'auto' }])

export const item = style(inline(vars.space.sm))

export const link = style([
  inline(vars.space.sm),
  {
    flex: 1,
    minWidth: 0,
    minHeight: 44,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
])

export const image = style(thumbnail(48, vars.color.skeleton))

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, gap: vars.space.xxs })

export const name = style([{ fontSize: vars.font.small }, ellipsis])

export const shop = style({ fontSize: vars.font.xsmall, color: vars.color.muted })

export const remove = style({
  flexShrink: 0,
  width: 44,
  height: 44,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.muted,
  fontSize: vars.font.large,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background, color: vars.color.danger } },
})

export const count = style([countBubble(-8, -10), { pointerEvents: 'none' }])

export const iconBox = style({ position: 'relative', display: 'inline-flex' })
