import { style } from '@vanilla-extract/css'
import { fullWidthImage } from './styles'
import { vars } from './tokens.css'

/** The product gallery (our shops', the markets' and Ecoring's detail pages). */
export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })
export const galleryMain = style({ position: 'relative' })
export const galleryImage = style({
  ...fullWidthImage('1 / 1', 'contain'),
  height: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const galleryArrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: 44,
  height: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  fontSize: '1.75rem',
  lineHeight: 1,
  cursor: 'pointer',
  boxShadow: vars.shadow.card,
})
export const galleryPrev = style({ left: vars.space.sm })
export const galleryNext = style({ right: vars.space.sm })
export const galleryCounter = style({
  position: 'absolute',
  bottom: vars.space.sm,
  right: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(31, 35, 40, 0.8)',
  color: '#ffffff',
  fontSize: vars.font.xsmall,
})
export const thumbs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.sm, overflowX: 'auto' })
export const thumb = style({
  display: 'block',
  padding: 0,
  width: 64,
  height: 64,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
})
export const thumbActive = style({ borderColor: vars.color.primary })
export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' })
