/** The detail pages of Ecoring: an item in preview or in a time-limited auction. */
export const ECORING_DETAIL_OPTIONS: readonly string[] = ['preview', 'timelimit']
