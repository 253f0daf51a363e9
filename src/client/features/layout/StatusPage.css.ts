import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.md}`,
})

export const code = style({ margin: 0, fontSize: '4rem', fontWeight: 800, color: vars.color.primary, lineHeight: 1 })

export const title = style({ margin: 0, fontSize: vars.font.title })

export const text = style({ margin: 0, maxWidth: 480, color: vars.color.muted, lineHeight: 1.5 })

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  fontSize: vars.font.body,
  textDecoration: 'none',
  border: 'none',
  cursor: 'pointer',
})
