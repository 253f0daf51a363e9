/**
 * Ecoring bids (spec §5): the amount is the entered number times the lot's smallest bid step
 * (bid_step_unit); the step's zeros show as zero-unit boxes after the input, then a JPY unit.
 */
export const ECORING_KINDS = ['preview', 'timelimit', 'realtime'] as const
export type EcoringKind = (typeof ECORING_KINDS)[number]

/** The smallest bid step of a lot (1 when the lot names none). */
export function ecoringStep(bidStepUnit: readonly number[]): number {
  const steps = bidStepUnit.filter((step) => Number.isInteger(step) && step > 0)
  return steps.length === 0 ? 1 : Math.min(...steps)
}

export function ecoringBidAmount(entered: number, bidStepUnit: readonly number[]): number {
  return entered * ecoringStep(bidStepUnit)
}

/** How many zero-unit boxes follow the input: the trailing zeros of the smallest step (1000 → 3). */
export function ecoringZeroUnits(bidStepUnit: readonly number[]): number {
  const digits = String(ecoringStep(bidStepUnit))
  return digits.length - digits.replace(/0+$/, '').length
}

/** Preview lots never open; timelimit lots take bids until end_time; realtime is not offered yet. */
export function isEcoringOpen(kind: EcoringKind, endTimeSeconds: number | null, nowSeconds: number): boolean {
  return kind === 'timelimit' && endTimeSeconds !== null && nowSeconds <= endTimeSeconds
}
