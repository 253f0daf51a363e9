import type { StyleRule } from '@vanilla-extract/css'
import { media, vars } from '../tokens.css'

/** A screen's title (h1). */
export const pageTitle = { margin: 0, fontSize: vars.font.title } as const satisfies StyleRule

/** A section's or card's title (h2). */
export const sectionTitle = { margin: 0, fontSize: vars.font.large } as const satisfies StyleRule

/** A small grey line: a hint, a date, a count. */
export const mutedNote = { margin: 0, color: vars.color.muted, fontSize: vars.font.small } as const satisfies StyleRule

/** A form field's label. */
export const fieldLabel = { fontWeight: 600, fontSize: vars.font.small } as const satisfies StyleRule

/** Text cut after `lines` lines with an ellipsis. */
export const lineClamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const satisfies StyleRule

/** One line, cut with an ellipsis. */
export const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const satisfies StyleRule

/** A back link above a detail screen. */
export const backLink = {
  color: vars.color.primary,
  fontWeight: 600,
  minHeight: 44,
  display: 'inline-flex',
  alignItems: 'center',
} as const satisfies StyleRule

/** A product's name on its page: large on phones, title size from a tablet on. */
export const productTitle = (lineHeight: number) =>
  ({
    margin: 0,
    fontSize: vars.font.large,
    lineHeight,
    '@media': { [media.tablet]: { fontSize: vars.font.title } },
  }) as const satisfies StyleRule

/** A product's name on its card: two lines at most, their height kept when shorter. */
export const cardName = {
  fontSize: vars.font.small,
  fontWeight: 500,
  lineHeight: 1.4,
  ...lineClamp(2),
  minHeight: '2.8em',
} as const satisfies StyleRule
