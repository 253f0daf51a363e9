import { style, styleVariants } from '@vanilla-extract/css'
import {
  cluster,
  controlBox,
  dividedRow,
  fieldLabel,
  inline,
  mutedNote,
  pageStack,
  pageTitle,
  plainList,
  stack,
  stackList,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const page = style(pageStack)
export const title = style(pageTitle)
export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.large })

export const toolbar = style([cluster(vars.space.md), { justifyContent: 'space-between' }])
export const filter = style(inline(vars.space.sm))
export const filterLabel = style(fieldLabel)
export const select = style([controlBox, { background: vars.color.surface, color: vars.color.text, font: 'inherit' }])
export const showing = style(mutedNote)

export const list = style(stackList(vars.space.md))

export const card = style({
  display: 'grid',
  gridTemplateColumns: '72px 1fr',
  gap: vars.space.md,
  padding: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { boxShadow: vars.shadow.popover } },
})
export const imageBox = style({ position: 'relative', width: 72, height: 72 })
export const image = style({ width: 72, height: 72, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.background })
export const moreTag = style({
  position: 'absolute',
  bottom: 2,
  right: 2,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.xsmall,
  fontWeight: 600,
})
export const cardBody = style([stack(vars.space.xs), { minWidth: 0 }])
export const cardHead = style(cluster(vars.space.sm))
export const code = style({ fontWeight: 700 })
export const itemName = style({ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.small,
})
export const figureLabel = style({ color: vars.color.muted })
export const figureValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const note = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small, overflowWrap: 'anywhere' })

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.xsmall,
  fontWeight: 700,
  lineHeight: 1.4,
})
export const badgeColour = styleVariants({
  primary: { background: vars.color.primary, color: vars.color.primaryText },
  info: { background: vars.color.info, color: vars.color.infoText },
  secondary: { background: vars.color.secondary, color: vars.color.secondaryText },
  success: { background: vars.color.success, color: vars.color.successText },
  danger: { background: vars.color.danger, color: vars.color.dangerText },
  warning: { background: vars.color.warning, color: vars.color.warningText },
})

export const shipmentIcon = style({ display: 'inline-flex', color: vars.color.secondary })

export const headline = style({ fontWeight: 600 })
export const headlineTone = styleVariants({
  neutral: { color: vars.color.text },
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
})
export const headlineNote = style({ fontWeight: 400, color: vars.color.muted })

// ── Detail ───────────────────────────────────────────────────────────────────────────────
export const detailGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr', alignItems: 'start' } },
})
export const column = style(pageStack)
export const section = style({ padding: vars.space.lg })
export const back = style({ color: vars.color.secondary, fontWeight: 600, textDecoration: 'none', alignSelf: 'flex-start' })

export const infoList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
})
export const infoTerm = style({ color: vars.color.muted, fontSize: vars.font.small })
export const infoValue = style({ margin: 0, overflowWrap: 'anywhere' })
export const totalRow = style({ fontWeight: 700, fontSize: vars.font.large, color: vars.color.primary })
export const smallMuted = style({ color: vars.color.muted, fontSize: vars.font.small, fontWeight: 400 })

export const items = style([plainList, { display: 'flex', flexDirection: 'column' }])
export const item = style([
  dividedRow('56px 1fr', vars.space.md, vars.space.md),
  { selectors: { '&:last-child': { borderBottom: 'none' } } },
])
export const itemImage = style({
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
})
export const itemText = style([stack(vars.space.xxs), { minWidth: 0, fontSize: vars.font.small }])
export const itemTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.font.body, overflowWrap: 'anywhere' })
export const itemsBusy = style({ opacity: 0.6 })

export const payButton = style({ marginTop: vars.space.md, width: '100%' })

export const coupon = style({ display: 'flex', gap: vars.space.sm, marginTop: vars.space.sm })
export const couponInput = style([select, { flex: 1, minWidth: 0 }])

export const box = style({ padding: `${vars.space.md} 0`, borderTop: `1px solid ${vars.color.border}` })
export const boxTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.body })
export const timeline = style(stackList(vars.space.sm))
export const timelineItem = style([stack(vars.space.xxs), { paddingLeft: vars.space.md, borderLeft: `3px solid ${vars.color.border}` }])
export const time = style({ color: vars.color.muted, fontSize: vars.font.xsmall })

/** Where a line was ordered from (the shop's logo and name) and the size or variant chosen. */
export const lineOrigin = style([
  cluster(vars.space.xs),
  { margin: 0, color: vars.color.muted, fontSize: vars.font.small, overflowWrap: 'anywhere' },
])
export const shopLogo = style({ width: 16, height: 16, objectFit: 'contain', borderRadius: vars.radius.sm, flexShrink: 0 })
export const lineVariant = style({ color: vars.color.text, fontWeight: 600 })
