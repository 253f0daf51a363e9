import { style } from '@vanilla-extract/css'
import { countBubble, ellipsis, outlinedSurface, pageTitle, pillBadge, stack, stackList, thumbnail } from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0`,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(300px, 1fr)', alignItems: 'start' } },
})

export const title = style([pageTitle, { gridColumn: '1 / -1' }])

export const column = style([stack(vars.space.md), { minWidth: 0 }])

/** A shop's group of the cart, and the checkout's panels. */
const box = { ...outlinedSurface, padding: vars.space.md, ...stack(vars.space.sm) }

export const group = style(box)

export const groupHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44 })

export const checkLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, cursor: 'pointer' })

export const checkbox = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.primary, flexShrink: 0 })

export const shopLogo = style({
  width: 32,
  height: 32,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
})

export const shopName = style({ margin: 0, fontSize: vars.font.body, fontWeight: 600 })

export const rows = style(stackList(vars.space.sm))

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 64px minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
})

export const rowImage = style({ width: 64, height: 64, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.skeleton })

export const rowBody = style([stack(vars.space.xs), { minWidth: 0 }])

export const rowName = style({ color: vars.color.text, fontWeight: 600, overflowWrap: 'anywhere' })

export const rowControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const lineTotal = style({ display: 'flex', flexDirection: 'column', fontSize: vars.font.small, color: vars.color.muted })

export const note = style({ margin: 0, fontSize: vars.font.small, color: vars.color.muted })

export const waiting = style([pillBadge(vars.font.xsmall, 600), { background: vars.color.warningSoft, color: vars.color.warningSoftText }])

export const unavailable = style({ margin: 0, fontSize: vars.font.small, color: vars.color.dangerSoftText })

/** The size or variant chosen (market items). */
export const variant = style({ fontSize: vars.font.small, color: vars.color.muted })

export const skeletonRow = style({ display: 'grid', gridTemplateColumns: '64px 1fr', gap: vars.space.sm, alignItems: 'center' })

export const skeletonText = style(stack(vars.space.xs))

export const panel = style(box)

export const panelTitle = style({ margin: 0, fontSize: vars.font.body, fontWeight: 600 })

export const fieldset = style([{ border: 'none', margin: 0, padding: 0 }, stack(vars.space.xs)])

export const radioLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, cursor: 'pointer' })

export const pricing = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.small })

export const pricingCell = style({ padding: `${vars.space.xs} 0`, textAlign: 'right' })

export const pricingHead = style({ padding: `${vars.space.xs} 0`, textAlign: 'left', fontWeight: 400 })

export const pricingSubtotal = style({ borderTop: `1px solid ${vars.color.border}` })

export const pricingTotal = style({ fontWeight: 700, fontSize: vars.font.body, borderTop: `1px solid ${vars.color.border}` })

export const dropdownList = style(stackList(vars.space.sm))

export const dropdownItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 })

export const dropdownImage = style(thumbnail(40, vars.color.skeleton))

export const dropdownText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.font.small })

export const dropdownName = style(ellipsis)

export const iconBox = style({ position: 'relative', display: 'inline-flex' })

export const count = style([countBubble(-8, -10), { pointerEvents: 'none' }])

export const modalActions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' })

export const transfers = style(stack(vars.space.xs))

export const transfersTitle = style({ margin: 0, fontSize: vars.font.body })

export const transferList = style(stackList(vars.space.xxs))

export const transferRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.font.small })

export const transferAmount = style({ fontWeight: 700, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
