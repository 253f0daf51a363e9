import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@client/ui/tokens.css'

export const card = style({
  maxWidth: 420,
  margin: '0 auto',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})

export const title = style({ margin: 0, fontSize: vars.font.title, textAlign: 'center' })

export const lead = style({ margin: 0, color: vars.color.muted, textAlign: 'center', lineHeight: 1.5 })

export const socialButtons = style({
  display: 'grid',
  gap: vars.space.sm,
})

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.small,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: 1, background: vars.color.border },
  },
})

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const label = style({ fontWeight: 600, fontSize: vars.font.small })

export const input = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.body,
  background: vars.color.surface,
  color: vars.color.text,
})

export const hint = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
})

globalStyle(`${checkbox} input`, { width: 20, height: 20 })

export const link = style({ color: vars.color.primary, fontWeight: 600 })

export const footnote = style({ margin: 0, textAlign: 'center' })
