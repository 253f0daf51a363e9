/** Review dates are unix seconds, shown in the en-GB format of spec §9 (day/month/year). */
export function formatReviewDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB')
}
