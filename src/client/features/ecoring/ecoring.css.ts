import { globalStyle, style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
})
export const heading = style({ margin: 0, fontSize: vars.font.large, '@media': { [media.tablet]: { fontSize: vars.font.title } } })

export const tags = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  paddingBottom: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  whiteSpace: 'nowrap',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.small,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
  },
})

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const cardImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
})
export const cardLink = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
export const brand = style({ margin: 0, fontSize: vars.font.xsmall, color: vars.color.muted, textTransform: 'uppercase' })
export const rank = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSoft,
  color: vars.color.infoSoftText,
  fontSize: vars.font.xsmall,
  fontWeight: 700,
})
export const price = style({ fontWeight: 700, color: vars.color.primary })
export const note = style({ margin: 0, fontSize: vars.font.xsmall, color: vars.color.muted })
export const countdown = style({
  fontSize: vars.font.xsmall,
  color: vars.color.danger,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})

export const comingSoon = style({ display: 'block', width: '100%', maxWidth: 480, height: 'auto', margin: '0 auto' })

// ── Detail ───────────────────────────────────────────────────────────────────────
export const top = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
})
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
export const name = style({ margin: 0, fontSize: vars.font.large, lineHeight: 1.3 })
export const noPrice = style({ margin: 0, color: vars.color.muted, fontStyle: 'italic' })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
export const factLabel = style({ color: vars.color.muted, fontSize: vars.font.small })
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const sectionTitle = style({ margin: 0, fontSize: vars.font.large })
export const description = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight })
export const gallery = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const galleryItem = style({ flex: '0 0 100%', scrollSnapAlign: 'start' })
export const galleryImage = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.background,
})

globalStyle(`${description} img`, { maxWidth: '100%', height: 'auto' })

export const bidRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs, flexWrap: 'wrap' })
export const bidInput = style({
  flex: '1 1 6rem',
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
})
export const unit = style({ display: 'inline-flex', alignItems: 'center', fontWeight: 600, padding: `0 ${vars.space.xs}` })
export const zeroBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  minHeight: 44,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  fontWeight: 600,
})
