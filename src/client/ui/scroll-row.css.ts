import { style } from '@vanilla-extract/css'

const FADE = '32px'

/**
 * A row that scrolls sideways (tabs, menus) on a narrow screen: the side with more to see fades
 * out, so it is plain that the row goes on (the scrollbar itself is hidden).
 */
export const scrollRow = style({
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: {
    '&[data-more-end="true"]': { maskImage: `linear-gradient(to right, #000 calc(100% - ${FADE}), transparent)` },
    '&[data-more-start="true"]': { maskImage: `linear-gradient(to left, #000 calc(100% - ${FADE}), transparent)` },
    '&[data-more-start="true"][data-more-end="true"]': {
      maskImage: `linear-gradient(to right, transparent, #000 ${FADE}, #000 calc(100% - ${FADE}), transparent)`,
    },
  },
})
