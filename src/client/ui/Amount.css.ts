import { style } from '@vanilla-extract/css'

/** An amount of money is read as one word: never broken across lines. */
export const amount = style({ whiteSpace: 'nowrap' })
