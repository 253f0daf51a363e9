import type { StyleRule } from '@vanilla-extract/css'
import { vars } from '../tokens.css'

/** The box of a form control 44 px high: side padding, thin border, rounded corners. */
export const controlBox = {
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const satisfies StyleRule

/** A one-line text input. */
export const textInput = {
  ...controlBox,
  fontSize: vars.font.body,
  background: vars.color.surface,
  color: vars.color.text,
} as const satisfies StyleRule

/** A full-width text input or textarea of a form (ui/form.css `control`). */
export const formControl = {
  minHeight: 44,
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.body,
  fontFamily: 'inherit',
  background: vars.color.surface,
  color: vars.color.text,
} as const satisfies StyleRule

/** A number input in a row with its unit and button (bids, snipes). */
export const amountInput = {
  minWidth: 0,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
} as const satisfies StyleRule

/** A compact native select or option button (sort orders, filters, sizes). */
export const compactControl = {
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
} as const satisfies StyleRule

/** A link or label at least 44 px high, its content centred on the line. */
export const tapTarget = { display: 'inline-flex', alignItems: 'center', minHeight: 44 } as const satisfies StyleRule

/** A rounded tag: `minHeight` high, `padding` on the sides, its content centred on the line. */
export const pillShape = (minHeight: number, padding: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight,
    padding: `0 ${padding}`,
    borderRadius: vars.radius.pill,
  }) as const satisfies StyleRule

/** A rounded chip or pill link with a thin border. */
export const pill = (minHeight: number, padding: string) =>
  ({ ...pillShape(minHeight, padding), border: `1px solid ${vars.color.border}` }) as const satisfies StyleRule

/** A link that looks like an outlined button (the offline panel's, a home section's shop link). */
export const outlineLink = (colour: string, padding: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: `0 ${padding}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${colour}`,
    color: colour,
    fontWeight: 600,
    textDecoration: 'none',
  }) as const satisfies StyleRule

/** A row of a side menu or a dropdown: a link `minHeight` high, its text on one centred line. */
export const menuLink = (minHeight: number, padding: string) =>
  ({
    display: 'flex',
    alignItems: 'center',
    minHeight,
    padding: `0 ${padding}`,
    color: vars.color.text,
    textDecoration: 'none',
  }) as const satisfies StyleRule
