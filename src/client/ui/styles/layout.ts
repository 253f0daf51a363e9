import type { StyleRule } from '@vanilla-extract/css'
import { media, vars } from '../tokens.css'

/** A list without bullets or indent (then laid out as a stack, a row or a grid). */
export const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const satisfies StyleRule

/** Children one under the other, `gap` apart. */
export const stack = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const satisfies StyleRule

/** A plain list whose items stand one under the other. */
export const stackList = (gap: string) => ({ ...plainList, ...stack(gap) }) as const satisfies StyleRule

/** Children side by side, centred on one line. */
export const inline = (gap: string) => ({ display: 'flex', alignItems: 'center', gap }) as const satisfies StyleRule

/** Children side by side, wrapping onto more lines on a narrow screen (toolbars, tag rows, headers). */
export const cluster = (gap: string) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap }) as const satisfies StyleRule

/** A plain list wrapping its items into rows (chips, tags). */
export const clusterList = (gap: string) => ({ ...plainList, display: 'flex', flexWrap: 'wrap', gap }) as const satisfies StyleRule

/** A screen's column of blocks inside the customer layouts. */
export const pageStack = { ...stack(vars.space.lg), minWidth: 0 } as const satisfies StyleRule

/** A page that sets its own width: the content width, centred. */
export const centredPage = (gap: string) =>
  ({ ...stack(gap), width: '100%', maxWidth: vars.contentWidth, margin: '0 auto' }) as const satisfies StyleRule

/** One column on phones; from desktop a `sidebar`-wide column beside the content. */
export const sidebarLayout = (sidebar: string) =>
  ({
    display: 'grid',
    gap: vars.space.lg,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.desktop]: { gridTemplateColumns: `${sidebar} minmax(0, 1fr)`, alignItems: 'start' } },
  }) as const satisfies StyleRule

/** Two columns from a tablet on (a product page's gallery and summary). */
export const twoColumns = (gap: string, tablet: StyleRule) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap,
    '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', ...tablet } },
  }) as const satisfies StyleRule

/** A side menu's list: one scrolling row of chips on phones, a column from desktop on. */
export const sideMenuList = {
  ...plainList,
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  '@media': { [media.desktop]: { flexDirection: 'column', gap: vars.space.xxs, overflowX: 'visible' } },
} as const satisfies StyleRule

/** Grid columns: a number n is n equal columns (`repeat(n, minmax(0, 1fr))`), a string is used as written. */
type Columns = number | string
const track = (columns: Columns) =>
  typeof columns === 'string' ? columns : columns === 1 ? 'minmax(0, 1fr)' : `repeat(${columns}, minmax(0, 1fr))`

/** A grid of `phone` columns, `tablet` from a tablet on and `desktop` from desktop on (each optional). */
export const columnsGrid = (gap: string, phone: Columns, tablet?: Columns, desktop?: Columns) =>
  ({
    display: 'grid',
    gap,
    gridTemplateColumns: track(phone),
    '@media': {
      ...(tablet === undefined ? {} : { [media.tablet]: { gridTemplateColumns: track(tablet) } }),
      ...(desktop === undefined ? {} : { [media.desktop]: { gridTemplateColumns: track(desktop) } }),
    },
  }) as const satisfies StyleRule

/** A list's filter sidebar: a plain column on phones (inside a sheet), a card from desktop on. */
export const filterPanel = {
  ...stack(vars.space.lg),
  '@media': {
    [media.desktop]: { background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md },
  },
} as const satisfies StyleRule

/** Label / value pairs (a <dl>) in two columns. */
export const factGrid = (columns: string) =>
  ({ display: 'grid', gridTemplateColumns: columns, gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 }) as const satisfies StyleRule
