import { style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
})

export const link = style({ color: vars.color.text, textDecoration: 'none' })

export const imageBox = style({ position: 'relative' })

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  background: vars.color.background,
  borderRadius: vars.radius.sm,
})

export const badge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: vars.font.small,
  fontWeight: 700,
})

export const name = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.small,
  fontWeight: 500,
  lineHeight: 1.4,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.8em',
})

export const price = style({ marginTop: 'auto' })

export const imageDimmed = style({ opacity: 0.55 })

export const status = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: vars.space.xs,
  right: vars.space.xs,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: '#ffffff',
  fontSize: vars.font.xsmall,
  fontWeight: 700,
  textAlign: 'center',
})

export const rating = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.xsmall,
  color: vars.color.muted,
})

export const star = style({ color: '#9a6700' })

export const noPrice = style({ fontSize: vars.font.small, color: vars.color.muted, fontStyle: 'italic' })
