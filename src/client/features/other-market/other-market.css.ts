import { style } from '@vanilla-extract/css'
import { media, vars } from '@client/ui/tokens.css'
export { grid, gridItem, heading, inlineSidebar, layout, main } from '@client/ui/listing.css'
export { badge, card, image, imageBox, imageDimmed, price as cardPrice } from '@client/ui/product-card.css'
export { discount, noPrice, price, priceBox } from '@client/ui/price-box.css'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.contentWidth,
  margin: '0 auto',
})

export const shopHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' })
export const logo = style({ width: 56, height: 56, borderRadius: vars.radius.md, flex: 'none' })
export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 1',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
})

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm })
export const select = style({
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
})
export const muted = style({ color: vars.color.muted, fontSize: vars.font.small, margin: 0 })

// ── Grid and cards ───────────────────────────────────────────────────────────────

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const status = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: vars.space.xs,
  right: vars.space.xs,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  background: 'rgba(31, 35, 40, 0.85)',
  color: '#ffffff',
  fontSize: vars.font.small,
  textAlign: 'center',
})
export const cardName = style({
  margin: 0,
  fontSize: vars.font.small,
  fontWeight: 500,
  lineHeight: 1.4,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '2.8em',
})
export const cardMeta = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.xsmall,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})
export const marketLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: '1px 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.infoSoft,
  color: vars.color.infoSoftText,
  fontSize: vars.font.xsmall,
  fontWeight: 600,
})

// ── Paging, chips, filters ─────────────────────────────────────────────────────────
export const pager = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md })
export const pagerLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
})
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.small,
})
export const chipActive = style({
  borderColor: vars.color.primary,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontWeight: 600,
})
export const chipLogo = style({ width: 20, height: 20, borderRadius: vars.radius.sm })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: { background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md },
  },
})
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' })
export const groupTitle = style({ margin: 0, padding: 0, fontSize: vars.font.body, fontWeight: 700 })
export const option = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 40, fontSize: vars.font.small })

// ── Category page and shop home ──────────────────────────────────────────────────────
export const categoryGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
})
export const categoryTile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.small,
  textAlign: 'center',
})
export const categoryImage = style({ width: '100%', maxWidth: 96, aspectRatio: '1 / 1', borderRadius: vars.radius.sm })
export const sideList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const sideLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
})
export const backLink = style({ color: vars.color.primary, fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' })

// ── Detail ─────────────────────────────────────────────────────────────────────────
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.small,
})
export const factLabel = style({ color: vars.color.muted })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, border: 'none' })
export const optionButton = style({
  minWidth: 56,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
})
export const optionChosen = style({ borderColor: vars.color.primary, background: vars.color.primarySoft, fontWeight: 700 })
export const sellerCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})
export const sellerImage = style({ width: 56, height: 56, borderRadius: vars.radius.pill, flex: 'none' })
export const sellerName = style({ margin: 0, fontSize: vars.font.body, fontWeight: 700 })
export const verified = style({
  display: 'inline-block',
  marginLeft: vars.space.xs,
  padding: '1px 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.successSoftText,
  fontSize: vars.font.xsmall,
  fontWeight: 600,
})
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})
export const sectionTitle = style({ margin: 0, fontSize: vars.font.large })
export const description = style({ margin: 0, lineHeight: 1.7, overflowWrap: 'anywhere', whiteSpace: 'pre-line' })
export const factRow = style({ display: 'contents' })
export const translatePage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 720,
  margin: '0 auto',
  padding: vars.space.lg,
})
export const translateImage = style({
  display: 'block',
  width: '100%',
  maxWidth: 480,
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  margin: '0 auto',
})
/** The filter dialog's button is for phones; wide screens show the panel beside the list. */
export const inlineToggle = style({ '@media': { [media.desktop]: { display: 'none' } } })

// ── Detail: the product page's layout (as src/client/features/catalog/product-detail.css.ts) ─────
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
export const galleryImage = style({ display: 'block', width: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.md })
export const statusSoldOut = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.small,
  fontWeight: 700,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
})
