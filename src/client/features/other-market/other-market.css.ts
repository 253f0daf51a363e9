import { style } from '@vanilla-extract/css'
import {
  backLink as backLinkPiece,
  cardName as cardNamePiece,
  cardSurface,
  centredPage,
  clusterList,
  cluster,
  compactControl,
  filterPanel,
  imageCaption,
  menuLink,
  pill,
  pillBadge,
  productTitle,
  sectionTitle as sectionHeading,
  smallPill,
  stack,
  stackList,
  twoColumns,
  inline,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'
export { grid, gridItem, heading, inlineSidebar, layout, main } from '@client/ui/listing.css'
export { badge, card, image, imageBox, imageDimmed, price as cardPrice } from '@client/ui/product-card.css'
export { discount, noPrice, price, priceBox } from '@client/ui/price-box.css'

export const page = style(centredPage(vars.space.lg))

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

export const toolbar = style(cluster(vars.space.sm))
/** The searched words in a heading: one line, cut with an ellipsis (a long query never overflows a phone). */
export const echoedQuery = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
})
export const select = style(compactControl)
export const muted = style({ color: vars.color.muted, fontSize: vars.font.small, margin: 0 })

// ── Grid and cards ───────────────────────────────────────────────────────────────

export const cardLink = style([{ color: vars.color.text, textDecoration: 'none' }, stack(vars.space.xs)])
export const status = style([
  imageCaption,
  { background: 'rgba(31, 35, 40, 0.85)', color: '#ffffff', fontSize: vars.font.small, textAlign: 'center' },
])
export const cardName = style([{ margin: 0 }, cardNamePiece])
export const cardMeta = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.xsmall,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
})
export const marketLabel = style([
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs },
  smallPill(vars.color.infoSoft, vars.color.infoSoftText),
])

// ── Paging, chips, filters ─────────────────────────────────────────────────────────
export const pager = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md })
const pillLink = { background: vars.color.surface, color: vars.color.text, textDecoration: 'none' } as const
export const pagerLink = style([pill(44, vars.space.lg), pillLink, { fontWeight: 600 }])
export const chips = style(clusterList(vars.space.xs))
export const chip = style([pill(36, vars.space.md), { gap: vars.space.xs }, pillLink, { fontSize: vars.font.small }])
export const chipActive = style({
  borderColor: vars.color.primary,
  background: vars.color.primarySoft,
  color: vars.color.primaryDark,
  fontWeight: 600,
})
export const chipLogo = style({ width: 20, height: 20, borderRadius: vars.radius.sm })

export const panel = style(filterPanel)
export const group = style([stack(vars.space.xs), { margin: 0, padding: 0, border: 'none' }])
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
export const categoryTile = style([
  stack(vars.space.xs),
  { alignItems: 'center', padding: vars.space.sm },
  cardSurface,
  { color: vars.color.text, textDecoration: 'none', fontSize: vars.font.small, textAlign: 'center' },
])
export const categoryImage = style({ width: '100%', maxWidth: 96, aspectRatio: '1 / 1', borderRadius: vars.radius.sm })
export const sideList = style(stackList(vars.space.xxs))
export const sideLink = style([menuLink(40, vars.space.sm), { borderRadius: vars.radius.sm }])
export const backLink = style(backLinkPiece)

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
export const optionButton = style([{ minWidth: 56 }, compactControl, { minHeight: 40, cursor: 'pointer' }])
export const optionChosen = style({ borderColor: vars.color.primary, background: vars.color.primarySoft, fontWeight: 700 })
export const sellerCard = style([inline(vars.space.md), { padding: vars.space.md }, cardSurface])
export const sellerImage = style({ width: 56, height: 56, borderRadius: vars.radius.pill, flex: 'none' })
export const sellerName = style({ margin: 0, fontSize: vars.font.body, fontWeight: 700 })
export const verified = style([
  { display: 'inline-block', marginLeft: vars.space.xs },
  smallPill(vars.color.successSoft, vars.color.successSoftText),
])
export const section = style([stack(vars.space.md), { padding: vars.space.lg }, cardSurface])
export const sectionTitle = style(sectionHeading)
export const description = style({ margin: 0, lineHeight: 1.7, overflowWrap: 'anywhere', whiteSpace: 'pre-line' })
export const factRow = style({ display: 'contents' })
export const translatePage = style({
  ...stack(vars.space.lg),
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
/** The translate view: the original and its translation side by side on wide screens, one above the other on a phone. */
export const translateColumns = style(twoColumns(vars.space.lg, { alignItems: 'start' }))
export const translateColumn = style([stack(vars.space.sm), { minWidth: 0 }])
/** The filter dialog's button is for phones; wide screens show the panel beside the list. */
export const inlineToggle = style({ '@media': { [media.desktop]: { display: 'none' } } })

// ── Detail: the product page's layout (as src/client/features/catalog/product-detail.css.ts) ─────
export const top = style(twoColumns(vars.space.lg, { gap: vars.space.xl }))
export const summary = style([stack(vars.space.md), { minWidth: 0 }])
export const name = style(productTitle(1.35))
export const galleryImage = style({ display: 'block', width: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.md })
export const statusSoldOut = style([pillBadge(vars.font.small), { background: vars.color.dangerSoft, color: vars.color.dangerSoftText }])
