import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import {
  amountInput,
  cluster,
  compactControl,
  dividedRow,
  factGrid,
  fieldLabel,
  mutedNote,
  outlinedSurface,
  pageStack,
  pageTitle,
  pill,
  pillBadge,
  plainList,
  sectionTitle,
  stack,
  stackList,
  tileImage,
} from '@client/ui/styles'
import { media, vars } from '@client/ui/tokens.css'

export const panel = style([stack(vars.space.md), { padding: vars.space.md }, outlinedSurface])

export const panelTitle = style(sectionTitle)

export const facts = style(factGrid('max-content minmax(0, 1fr)'))
export const factLabel = style({ color: vars.color.muted, fontSize: vars.font.small })
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' })
export const currentPrice = style({ fontSize: vars.font.large, color: vars.color.primary })
/** The lot page's title price: a one-term list laid out as the bare price it replaces. */
export const titlePrice = style({ margin: 0 })

export const countdown = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.danger, fontWeight: 600 })

export const hint = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.small, fontWeight: 400 })
/** Offline: why the bid buttons are disabled, beside them. */
export const offlineReason = style({ margin: 0, color: vars.color.warning, fontSize: vars.font.small, fontWeight: 600 })

export const leading = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.small,
  fontWeight: 600,
})
export const leader = styleVariants({
  me: [leading, { background: vars.color.successSoft, color: vars.color.successSoftText }],
  other: [leading, { background: vars.color.warningSoft, color: vars.color.warningSoftText }],
})

export const form = style(stack(vars.space.sm))
export const inputRow = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs })
/** The input of a row (price, unit, button) takes the room left. */
export const rowInput = style({ flex: '1 1 6rem', width: 'auto' })
export const input = style([{ width: '100%' }, amountInput])
export const label = style(fieldLabel)
export const unit = style({ display: 'inline-flex', alignItems: 'center', fontWeight: 600, padding: `0 ${vars.space.xs}` })

export const notice = style({
  ...stack(vars.space.xs),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  border: `1px solid ${vars.color.danger}`,
})
/** A permission request sent: waiting for staff (not an error). */
export const pendingNotice = style({
  ...stack(vars.space.xs),
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.infoSoftText,
})
export const noticeText = style({ margin: 0, fontWeight: 600 })
export const linkButton = style({
  alignSelf: 'flex-start',
  minHeight: 44,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primaryDark,
  textDecoration: 'underline',
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
})

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 })
export const choice = style([pill(44, vars.space.sm), { gap: vars.space.xs }])

export const bidList = style([plainList, { display: 'flex', flexDirection: 'column' }])
export const bidRow = style([dividedRow('minmax(0, 1fr) auto', vars.space.xs, vars.space.sm), { fontSize: vars.font.small }])

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

// ── Auction log ─────────────────────────────────────────────────────────────────
export const page = style(pageStack)
export const title = style(pageTitle)
export const toolbar = style(cluster(vars.space.sm))
export const select = style(compactControl)
export const logList = style(stackList(vars.space.sm))
export const logItem = style([
  { display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: vars.space.md, padding: vars.space.md },
  outlinedSurface,
  { '@media': { [media.tablet]: { gridTemplateColumns: '96px minmax(0, 1fr)' } } },
])
export const logImage = style(tileImage)
export const logBody = style([stack(vars.space.xs), { minWidth: 0 }])
export const logName = style({ fontWeight: 600, color: vars.color.text, overflowWrap: 'anywhere' })
export const logMeta = style(mutedNote)

const badge = style(pillBadge(vars.font.xsmall))
export const statusBadge = styleVariants({
  success: [badge, { background: vars.color.info, color: vars.color.infoText }],
  'missing-top': [badge, { background: vars.color.warning, color: vars.color.warningText }],
  'final-missing-top': [badge, { background: vars.color.danger, color: vars.color.dangerText }],
  'final-success': [badge, { background: vars.color.success, color: vars.color.successText }],
  'snipe-scheduled': [badge, { background: vars.color.secondary, color: vars.color.secondaryText }],
  'snipe-failed': [badge, { background: vars.color.dangerSoft, color: vars.color.dangerSoftText }],
  other: [badge, { background: vars.color.skeleton, color: vars.color.text }],
})

globalStyle(`${facts} dd`, { margin: 0 })

export const buyNowRow = style([stack(vars.space.xs), { marginTop: vars.space.sm }])

/** The full cost before bidding: label and figure side by side, the total in bold. */
export const costList = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `2px ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.small,
  color: vars.color.muted,
})
globalStyle(`${costList} dd`, { margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' })

export const costTotal = style({ fontWeight: 700, color: vars.color.text })

/** "You" in the bid history: the signed-in customer's own row. */
export const mine = style({
  color: vars.color.successSoftText,
  background: vars.color.successSoft,
  padding: '0 4px',
  borderRadius: vars.radius.sm,
})

/** The lot page's follow button row (WatchButton). */
export const watchRow = style(stack(vars.space.xs))

/** After winning: the lot at the head of its "what happens next" page. */
export const wonHead = style({ display: 'grid', gridTemplateColumns: '72px minmax(0, 1fr)', gap: vars.space.md, alignItems: 'start' })
/** The steps from the win to the door, the current one marked. */
export const steps = style([plainList, stack(vars.space.xs), { counterReset: 'step' }])
export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.muted,
})
export const stepState = styleVariants({
  done: { color: vars.color.text },
  current: { color: vars.color.text, background: vars.color.infoSoft, fontWeight: 700 },
  upcoming: {},
})
export const stepMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  border: `2px solid currentColor`,
  fontWeight: 700,
})
export const stepText = style({ margin: 0, alignSelf: 'center', overflowWrap: 'anywhere' })
export const payNow = style({ alignSelf: 'stretch', textAlign: 'center', '@media': { [media.tablet]: { alignSelf: 'flex-start' } } })
