/** Dates arrive as unix seconds or ISO text; shown in the en-GB format (spec §9). */
export function formatPostDate(value: string | number): string {
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB')
}
