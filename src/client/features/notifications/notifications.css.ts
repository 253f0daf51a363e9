import { style, styleVariants } from '@vanilla-extract/css'
import { countBubble, plainList, thumbnail } from '@client/ui/styles'
import { vars } from '@client/ui/tokens.css'

// ── The bell ─────────────────────────────────────────────────────────────────────────────
export const bellBox = style({ position: 'relative', display: 'inline-flex' })
export const unreadCount = style(countBubble(-6, -8))
export const feed = style({ maxHeight: '60vh', overflowY: 'auto' })
export const groupList = style(plainList)
export const groupTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: `${vars.space.sm} 0 ${vars.space.xxs}`,
  fontSize: vars.font.small,
  fontWeight: 600,
  color: vars.color.muted,
})
export const groupUnread = style({ color: vars.color.secondary, fontWeight: 600 })
export const markAll = style({ display: 'block', marginLeft: 'auto', minHeight: 44 })
export const feedLink = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.small,
  selectors: { '&:hover': { background: vars.color.background } },
})
export const feedUnread = style({ background: vars.color.infoSoft })
export const feedImage = style(thumbnail(40, vars.color.background))
export const feedText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' })
export const feedTitle = style({ fontWeight: 600 })
export const feedTone = styleVariants({
  neutral: { color: vars.color.text },
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  warning: { color: vars.color.warning },
})
export const feedMeta = style({ color: vars.color.muted, fontSize: vars.font.xsmall })
export const panelFooter = style({
  display: 'block',
  padding: vars.space.sm,
  fontSize: vars.font.small,
  color: vars.color.secondary,
  fontWeight: 600,
})

// ── Settings ─────────────────────────────────────────────────────────────────────────────
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg })
export const explain = style({ margin: 0, lineHeight: vars.font.lineHeight })
export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 44,
})
export const switchLabel = style({ fontWeight: 600 })
export const switchTrack = style({
  position: 'relative',
  flexShrink: 0,
  width: 52,
  height: 30,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background 0.15s',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.success },
    '&:disabled, &[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
  },
})
export const switchThumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 24,
  height: 24,
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'transform 0.15s',
  selectors: { [`${switchTrack}[aria-checked="true"] &`]: { transform: 'translateX(22px)' } },
})
export const steps = style({ margin: 0, paddingLeft: vars.space.xl, display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const kinds = style([plainList, { display: 'flex', flexDirection: 'column' }])
export const kindRow = style({ borderTop: `1px solid ${vars.color.border}`, selectors: { '&:first-child': { borderTop: 'none' } } })
