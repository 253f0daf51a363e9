import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { callApi } from '@client/app/call-api'
import type { AuthClient } from '@client/features/auth'

// The console route's beforeLoad is not code-split: this file is in every first load, so it stays this small.
const MINUTE_MS = 60_000

/**
 * GET /api/admin/me: answers only for staff (401/403 otherwise), with the member's roles. Under the
 * console's query keys (['admin', …]); never kept across reloads (a removed member or changed roles
 * show on the next page load), asked again in the background after a minute (the server's recheck).
 */
function staffMeQueryOptions(uid: string) {
  return queryOptions({
    queryKey: ['admin', 'me', uid],
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/me', { signal })).data,
    staleTime: MINUTE_MS,
    meta: { persist: false },
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
    return { staff: await context.queryClient.ensureQueryData({ ...staffMeQueryOptions(state.user.uid), revalidateIfStale: true }) }
  } catch {
    throw notFound()
  }
}
