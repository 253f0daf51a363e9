import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const accordion = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })

export const item = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

export const header = style({ margin: 0, fontSize: vars.font.body })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 52,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
})

export const triggerText = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' })

export const check = style({ color: vars.color.success, fontSize: vars.font.large, lineHeight: 1 })

export const chevron = style({
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
})

export const panel = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` })

export const plus = style({ color: vars.color.primary, fontSize: vars.font.large, lineHeight: 1 })
