/** A moment (unix seconds) as day/month/year hours:minutes (en-GB, as the customer screens show dates). */
export function formatDateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
}

/** What changed between two snapshots of a subject: the keys whose values differ, each as before → after. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys
    .map((key) => ({ key, before: show(before?.[key]), after: show(after?.[key]) }))
    .filter((change) => change.before !== change.after)
}

function show(value: unknown): string {
  if (value === undefined) return '—'
  return typeof value === 'string' ? value : JSON.stringify(value)
}
