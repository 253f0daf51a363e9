import { globalStyle, style } from '@vanilla-extract/css'
import {
  amountInput,
  centredPage,
  columnsGrid,
  factGrid,
  outlinedSurface,
  pill,
  plainList,
  sectionTitle as sectionHeading,
  stack,
  tileImage,
  twoColumns,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const page = style(centredPage(vars.space.lg))
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
export const tag = style([
  pill(44, vars.space.md),
  {
    whiteSpace: 'nowrap',
    background: vars.color.surface,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.small,
    selectors: {
      '&[aria-current="true"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    },
  },
])

export const grid = style([plainList, columnsGrid(vars.space.sm, 2, 3, 5)])
export const card = style([stack(vars.space.xs), { height: '100%', padding: vars.space.sm }, outlinedSurface])
export const cardImage = style(tileImage)
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
export const top = style(twoColumns(vars.space.lg, { alignItems: 'start' }))
export const summary = style([stack(vars.space.md), { minWidth: 0 }])
export const name = style({ margin: 0, fontSize: vars.font.large, lineHeight: 1.3 })
export const noPrice = style({ margin: 0, color: vars.color.muted, fontStyle: 'italic' })
export const facts = style(factGrid('max-content minmax(0, 1fr)'))
export const factLabel = style({ color: vars.color.muted, fontSize: vars.font.small })
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const section = style(stack(vars.space.sm))
export const sectionTitle = style(sectionHeading)
export const description = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight })
export const original = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: vars.color.muted })
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
export const bidInput = style([{ flex: '1 1 6rem' }, amountInput])
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
