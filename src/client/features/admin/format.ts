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
