import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PermissionRequestStatus } from '@shared/auctions'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const permissionKeys = [...adminKeys.all, 'permission-requests'] as const

/** GET /api/admin/permission-requests: pending ones first come first served, decided ones newest first. */
export function permissionRequestsQueryOptions(status: PermissionRequestStatus) {
  return queryOptions({
    queryKey: [...permissionKeys, status],
    queryFn: ({ signal }) => callApi('GET /api/admin/permission-requests', { query: { status }, signal }),
  })
}

/** POST /api/admin/permission-requests/{id}/approve | deny (approving notifies the customer). */
export function useDecidePermission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      callApi(approve ? 'POST /api/admin/permission-requests/:id/approve' : 'POST /api/admin/permission-requests/:id/deny', {
        params: { id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

const bidLimitKey = (customerId: number) => [...adminKeys.all, 'bid-limit', customerId] as const

/** GET /api/admin/customers/{id}/bid-limit: yen per bid or snipe (null: none). */
export function bidLimitQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: bidLimitKey(customerId),
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/customers/:id/bid-limit', { params: { id: customerId }, signal })).data,
  })
}

/** PUT /api/admin/customers/{id}/bid-limit (audited). */
export function useSetBidLimit(customerId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (maxYen: number | null) =>
      callApi('PUT /api/admin/customers/:id/bid-limit', { params: { id: customerId }, body: { max_yen: maxYen } }),
    onSuccess: (answer) => queryClient.setQueryData(bidLimitKey(customerId), answer.data),
  })
}
