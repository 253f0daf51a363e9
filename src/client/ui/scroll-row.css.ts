import { style } from '@vanilla-extract/css'
import { vars } from './tokens.css'

const SHADE = 'rgba(0, 0, 0, 0.22)'

/**
 * A row that scrolls sideways (tabs, menus) on a narrow screen: a shadow shows on each side that
 * has more to see, so it is plain that the row goes on (the scrollbar itself is hidden). Pure CSS:
 * the covers scroll with the content ("local") and hide the shadows ("scroll") at the ends.
 */
export const scrollRow = style({
  overflowX: 'auto',
  scrollbarWidth: 'none',
  // Entries have fractional widths while the scroll range is whole pixels: without a little room at
  // the ends, the last entry scrolled fully in still has a fraction of a pixel cut off.
  paddingInline: 2,
  background: [
    `linear-gradient(to right, ${vars.color.surface} 40%, transparent) left / 32px 100% no-repeat local`,
    `linear-gradient(to left, ${vars.color.surface} 40%, transparent) right / 32px 100% no-repeat local`,
    `radial-gradient(farthest-side at 0 50%, ${SHADE}, transparent) left / 12px 100% no-repeat scroll`,
    `radial-gradient(farthest-side at 100% 50%, ${SHADE}, transparent) right / 12px 100% no-repeat scroll`,
  ].join(', '),
  backgroundColor: vars.color.surface,
})
