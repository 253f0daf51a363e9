import { style } from '@vanilla-extract/css'
import { stackList } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const note = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted })

export const addressText = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, overflowWrap: 'anywhere' })

export const addressOption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
})

export const addressList = style(stackList(vars.space.sm))
