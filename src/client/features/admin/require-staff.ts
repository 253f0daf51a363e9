import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { callApi } from '@client/app/call-api'
import type { AuthClient } from '@client/features/auth'

// The console route's beforeLoad is not code-split: this file is in every first load, so it stays this small.
const FIVE_MINUTES_MS = 5 * 60_000

/** GET /api/admin/me: answers only for staff (401/403 otherwise). Under the console's query keys (['admin', …]). */
function staffMeQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['admin', 'me', uid],
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/me', { signal })).data,
    staleTime: FIVE_MINUTES_MS,
    retry: false,
  })
}

/**
 * beforeLoad of the console route: only a signed-in member with the staff claim gets in; anyone else
 * sees the 404 page, as for any unknown address (the console does not announce itself; the API
 * refuses anyway).
 */
export async function requireStaff({ context }: { context: { auth: AuthClient; queryClient: QueryClient } }) {
  const state = await context.auth.ready()
  if (state.status !== 'signed-in' || !state.user) throw notFound()
  try {
    return { staff: await context.queryClient.ensureQueryData(staffMeQueryOptions(state.user.uid)) }
  } catch {
    throw notFound()
  }
}
