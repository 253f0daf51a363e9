import { style } from '@vanilla-extract/css'
import { fieldLabel, stack, textInput } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

export const root = style([{ position: 'relative' }, stack(vars.space.xs), { minWidth: 0 }])

export const label = style(fieldLabel)

export const inputRow = style({ display: 'flex', gap: vars.space.xs })

export const input = style([{ flex: 1, minWidth: 0 }, textInput])

export const toggle = style({
  minWidth: 44,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
})

export const popover = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.layer.header,
  marginTop: vars.space.xs,
  padding: vars.space.md,
  width: 'min(320px, calc(100vw - 32px))',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popover,
})

export const monthBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm })

export const monthTitle = style({ fontWeight: 600, textTransform: 'capitalize' })

export const navButton = style({
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.font.large,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background } },
})

export const help = style({ margin: `${vars.space.xs} 0`, color: vars.color.muted, fontSize: vars.font.small, textAlign: 'center' })

export const grid = style(stack(vars.space.xxs))

export const week = style({ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: vars.space.xxs })

export const weekday = style({ textAlign: 'center', fontSize: vars.font.xsmall, color: vars.color.muted, fontWeight: 600 })

export const day = style({
  width: '100%',
  minHeight: 40,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:hover': { background: vars.color.background } },
})

export const outside = style({ color: vars.color.muted })

export const today = style({ fontWeight: 700, textDecoration: 'underline' })

export const selected = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  selectors: { '&:hover': { background: vars.color.primaryDark } },
})
