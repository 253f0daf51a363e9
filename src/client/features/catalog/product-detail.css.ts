import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'
export { discount, noPrice, price, priceBox } from '@client/ui/price-box.css'
export { galleryImage } from '@client/ui/ProductGallery.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
})

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xl } },
})

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })

export const name = style({
  margin: 0,
  fontSize: vars.font.large,
  lineHeight: 1.35,
  '@media': { [media.tablet]: { fontSize: vars.font.title } },
})

// ── Stars ─────────────────────────────────────────────────────────────────
const starsBase = style({ position: 'relative', display: 'inline-block', lineHeight: 1, whiteSpace: 'nowrap', letterSpacing: '0.05em' })
export const stars = styleVariants({
  sm: [starsBase, { fontSize: vars.font.small }],
  md: [starsBase, { fontSize: vars.font.body }],
  lg: [starsBase, { fontSize: vars.font.large }],
})
export const starsEmpty = style({ color: vars.color.border })
export const starsFull = style({ position: 'absolute', inset: 0, overflow: 'hidden', color: '#b26a00' })

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  alignSelf: 'flex-start',
  minHeight: 32,
  color: vars.color.muted,
  fontSize: vars.font.small,
  textDecoration: 'none',
})

// ── Price and status ──────────────────────────────────────────────────────

const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.small,
  fontWeight: 700,
})
export const statusSoldOut = style([badge, { background: vars.color.dangerSoft, color: vars.color.dangerSoftText }])
export const statusComingSoon = style([badge, { background: vars.color.infoSoft, color: vars.color.infoSoftText }])

export const smallTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.small, fontWeight: 700 })
export const ingredients = style({ fontSize: vars.font.small })
export const ingredientsText = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-line' })

export const tags = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontSize: vars.font.xsmall,
  fontWeight: 600,
})

// ── Actions ───────────────────────────────────────────────────────────────
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const secondaryRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small })
export const shareUrl = style({ overflowWrap: 'anywhere', color: vars.color.text })

// ── Information and description ───────────────────────────────────────────
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const sectionTitle = style({ margin: 0, fontSize: vars.font.large })
export const infoList = style({ margin: 0, display: 'flex', flexDirection: 'column' })
export const infoRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(110px, 35%) 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.background}`,
})
export const infoLabel = style({ color: vars.color.muted, fontSize: vars.font.small })
export const infoValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const description = style({ lineHeight: 1.7, overflowWrap: 'anywhere' })
export const descriptionCollapsed = style([
  description,
  { maxHeight: '8em', overflow: 'hidden', maskImage: 'linear-gradient(to bottom, black 70%, transparent)' },
])
globalStyle(`${description} img`, { maxWidth: '100%', height: 'auto' })
globalStyle(`${description} p, ${description} ul`, { margin: `0 0 ${vars.space.sm}` })

export const backLink = style({ color: vars.color.primary, fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' })
