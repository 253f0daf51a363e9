import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../tokens.css'

/** A raised white card (the look of ui/Card). */
export const cardSurface = {
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
} as const satisfies StyleRule

/** A flat white panel with a thin border. */
export const outlinedSurface = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
} as const satisfies StyleRule

/** A small pill label at the start of a column: a status, a state. */
export const pillBadge = (fontSize: string, fontWeight = 700) =>
  ({
    alignSelf: 'flex-start',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontSize,
    fontWeight,
  }) as const satisfies StyleRule

/** The number on a header icon (cart, wishlist, notifications), placed at its top right corner. */
export const countBubble = (top: number, right: number) =>
  ({
    position: 'absolute',
    top,
    right,
    minWidth: 18,
    height: 18,
    padding: '0 4px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.primaryText,
    fontSize: vars.font.xsmall,
    fontWeight: 700,
    lineHeight: '18px',
    textAlign: 'center',
  }) as const satisfies StyleRule

/** A square thumbnail cropped to fill its box. */
export const thumbnail = (size: number, background: string) =>
  ({
    width: size,
    height: size,
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: vars.radius.sm,
    background,
  }) as const satisfies StyleRule

/** A full-width picture of `aspectRatio`, cropped (`cover`) or letterboxed (`contain`): covers, banners, galleries. */
export const fullWidthImage = (aspectRatio: string, objectFit: 'cover' | 'contain' = 'cover') =>
  ({ display: 'block', width: '100%', aspectRatio, objectFit }) as const satisfies StyleRule

/** A square picture filling its cell (auction log, Ecoring cards). */
export const tileImage = {
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
} as const satisfies StyleRule

/** A tiny coloured pill next to a name (a market, "verified"). */
export const smallPill = (background: string, color: string) =>
  ({
    padding: '1px 6px',
    borderRadius: vars.radius.pill,
    background,
    color,
    fontSize: vars.font.xsmall,
    fontWeight: 600,
  }) as const satisfies StyleRule

/** A row of a list, a line under it: `columns` (grid-template-columns) `gap` apart, `paddingY` above and below. */
export const dividedRow = (columns: string, gap: string, paddingY: string, line: string = vars.color.border) =>
  ({
    display: 'grid',
    gridTemplateColumns: columns,
    gap,
    padding: `${paddingY} 0`,
    borderBottom: `1px solid ${line}`,
  }) as const satisfies StyleRule

/** A caption across the bottom of a product card's picture ("sold out", "ended"). */
export const imageCaption = {
  position: 'absolute',
  bottom: vars.space.xs,
  left: vars.space.xs,
  right: vars.space.xs,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
} as const satisfies StyleRule
