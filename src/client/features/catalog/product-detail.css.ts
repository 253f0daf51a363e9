import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import {
  backLink as backLinkPiece,
  centredPage,
  clusterList,
  dividedRow,
  mutedNote,
  outlinedSurface,
  pillBadge,
  productTitle,
  sectionTitle as sectionHeading,
  stack,
  twoColumns,
} from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'
export { discount, noPrice, price, priceBox } from '@client/ui/price-box.css'
export { galleryImage } from '@client/ui/ProductGallery.css'

export const page = style(centredPage(vars.space.xl))

export const top = style(twoColumns(vars.space.lg, { gap: vars.space.xl }))

export const summary = style([stack(vars.space.md), { minWidth: 0 }])

export const name = style(productTitle(1.35))

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

const badge = style(pillBadge(vars.font.small))
export const statusSoldOut = style([badge, { background: vars.color.dangerSoft, color: vars.color.dangerSoftText }])
export const statusComingSoon = style([badge, { background: vars.color.infoSoft, color: vars.color.infoSoftText }])

export const smallTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.small, fontWeight: 700 })
export const ingredients = style({ fontSize: vars.font.small })
export const ingredientsText = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-line' })

export const tags = style(clusterList(vars.space.xs))
export const tag = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontSize: vars.font.xsmall,
  fontWeight: 600,
})

// ── Actions ───────────────────────────────────────────────────────────────
export const actions = style(stack(vars.space.sm))
export const secondaryRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const hint = style(mutedNote)
export const shareUrl = style({ overflowWrap: 'anywhere', color: vars.color.text })

// ── Information and description ───────────────────────────────────────────
export const section = style([stack(vars.space.sm), { padding: vars.space.lg }, outlinedSurface])
export const sectionTitle = style(sectionHeading)
export const infoList = style({ margin: 0, display: 'flex', flexDirection: 'column' })
export const infoRow = style(dividedRow('minmax(110px, 35%) 1fr', vars.space.sm, vars.space.xs, vars.color.background))
export const infoLabel = style({ color: vars.color.muted, fontSize: vars.font.small })
export const infoValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const description = style({ lineHeight: 1.7, overflowWrap: 'anywhere' })
export const descriptionCollapsed = style([
  description,
  { maxHeight: '8em', overflow: 'hidden', maskImage: 'linear-gradient(to bottom, black 70%, transparent)' },
])
globalStyle(`${description} img`, { maxWidth: '100%', height: 'auto' })
globalStyle(`${description} p, ${description} ul`, { margin: `0 0 ${vars.space.sm}` })

export const backLink = style(backLinkPiece)
