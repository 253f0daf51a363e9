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
