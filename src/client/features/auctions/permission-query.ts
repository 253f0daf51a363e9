import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PermissionRequestBody } from '@shared/auctions/contracts'
import { PERMISSION_SUPPLIER_NAMES } from '@shared/auctions/statuses'
import { type ApiEndpoint, callApi } from '@client/app/call-api'
import { useAuth, useCurrentUser } from '@client/features/auth'
import type { PermissionScope } from '@shared/auctions/statuses'

export const permissionKeys = {
  all: ['auction-permission'] as const,
  check: (kind: PermissionScope, userId: number) => [...permissionKeys.all, kind, userId] as const,
  pending: (kind: PermissionScope, userId: number) => [...permissionKeys.all, 'pending', kind, userId] as const,
}

/** GET /catalog/request-permission/pending: my request still waiting for staff (null: none). */
export function usePendingPermissionRequest(kind: PermissionScope, userId: number | undefined) {
  return useQuery({
    queryKey: permissionKeys.pending(kind, userId ?? 0),
    queryFn: async ({ signal }) =>
      (await callApi('GET /catalog/request-permission/pending', { query: { supplier_name: PERMISSION_SUPPLIER_NAMES[kind] }, signal }))
        .data,
    enabled: userId !== undefined,
    staleTime: 30_000,
    meta: { persist: false },
  })
}

const CHECK_KEYS = {
  auction: 'GET /catalog/auction/check-user-permission',
  ecoring: 'GET /catalog/ecoring/check-ecoring-user-permission',
} as const satisfies Record<PermissionScope, ApiEndpoint>

/** GET /catalog/auction/check-user-permission or /catalog/ecoring/check-ecoring-user-permission: a boolean. */
export function permissionQueryOptions(kind: PermissionScope, userId: number) {
  return queryOptions({
    queryKey: permissionKeys.check(kind, userId),
    queryFn: ({ signal }) => callApi(CHECK_KEYS[kind], { query: { user_id: userId }, signal }),
    // Staff may grant it any moment: a page opened (or reloaded) asks again instead of trusting a saved "no".
    staleTime: 30_000,
    meta: { persist: false },
  })
}

export type BidderState = {
  signedIn: boolean
  /** Known to be signed out (false while the sign-in state loads, as on the server). */
  signedOut: boolean
  userId: number | undefined
  permitted: boolean
  checking: boolean
  /** Ask again (after the server refused a bid for want of permission: it may have been withdrawn). */
  recheck: () => void
}

/** Who may bid: signed in, known to our API, and holding the auction's (or Ecoring's) permission. */
export function useBidder(kind: PermissionScope): BidderState {
  const { user, status } = useAuth()
  const me = useCurrentUser()
  const userId = me.data?.id
  const queryClient = useQueryClient()
  const permission = useQuery({ ...permissionQueryOptions(kind, userId ?? 0), enabled: userId !== undefined })
  return {
    signedIn: Boolean(user),
    signedOut: status === 'signed-out',
    userId,
    permitted: permission.data === true,
    checking: Boolean(user) && (me.isPending || permission.isPending),
    recheck: () => void queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
  }
}

/** POST /catalog/request-permission/create: the phone number staff call back within 24 hours. */
export function useRequestPermission(kind: PermissionScope) {
  const queryClient = useQueryClient()
  const me = useCurrentUser()
  return useMutation({
    mutationFn: async (tel: string) => {
      const user = me.data
      if (!user) throw new Error('not signed in')
      const body: PermissionRequestBody = {
        device_token: '',
        slug: user.email ?? undefined,
        supplier_name: PERMISSION_SUPPLIER_NAMES[kind],
        tel,
        user_id: user.id,
      }
      return callApi('POST /catalog/request-permission/create', { body })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
  })
}
