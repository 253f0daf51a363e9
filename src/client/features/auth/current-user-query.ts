import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'

export const currentUserKeys = {
  all: ['users', 'me'] as const,
  byUid: (uid: string) => [...currentUserKeys.all, uid] as const,
}

/** GET /api/users/me: our numeric customer behind the Firebase identity (created on first call). */
export function currentUserQueryOptions(uid: string) {
  return queryOptions({
    queryKey: currentUserKeys.byUid(uid),
    queryFn: async ({ signal }) => (await callApi('GET /api/users/me', { signal })).data,
    staleTime: 5 * 60_000,
  })
}
