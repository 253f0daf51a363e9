import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
})

export const title = style({ margin: 0, fontSize: vars.font.large })

export const text = style({ margin: 0, lineHeight: vars.font.lineHeight })

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' })

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warningSoftText}`,
  color: vars.color.warningSoftText,
  fontWeight: 600,
  textDecoration: 'none',
})
