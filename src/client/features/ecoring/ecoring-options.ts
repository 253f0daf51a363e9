/** The detail pages of Ecoring: an item in preview or in a time-limited auction. */
export const ECORING_DETAIL_OPTIONS = ['preview', 'timelimit'] as const
export type EcoringDetailOption = (typeof ECORING_DETAIL_OPTIONS)[number]
