import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl })

export const title = style({ margin: 0, fontSize: vars.font.title })

export const video = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: '#000',
  boxShadow: vars.shadow.card,
})

export const media16by9 = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', border: 0 })

export const playButton = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
})

export const playIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 84,
  height: 84,
  borderRadius: '50%',
  background: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
  boxShadow: vars.shadow.popover,
  selectors: { [`${playButton}:hover &, ${playButton}:focus-visible &`]: { background: vars.color.primary } },
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const sectionTitle = style({ margin: 0, fontSize: vars.font.large })

export const intro = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const paragraph = style({ margin: `0 0 ${vars.space.md}`, lineHeight: 1.7 })

export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
})

export const fact = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const factValue = style({ display: 'block', fontSize: vars.font.title, fontWeight: 800, color: vars.color.primary })

export const team = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: 'center',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
})

export const avatar = style({ width: 112, height: 112, borderRadius: '50%' })

export const memberName = style({ margin: 0, fontSize: vars.font.body })

export const memberPosition = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })
