import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'
import { visuallyHidden } from '@client/ui/VisuallyHidden.css'
import { belowTheFold } from './HomeSections.css'

export const section = style({ ...belowTheFold })

export const hiddenHeading = visuallyHidden

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const item = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
})

export const title = style({ margin: 0, fontWeight: 700, color: vars.color.text })

export const text = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted, fontSize: vars.font.small })

export const sale = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.primaryDark})`,
  color: vars.color.primaryText,
  textAlign: 'center',
})

export const saleTitle = style({ margin: 0, fontSize: vars.font.large })

export const saleText = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.title,
  fontWeight: 800,
  color: vars.color.accent,
})

export const saleNote = style({ margin: `${vars.space.xs} 0 0` })
