import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { PermissionRequestStatus, StaffPermissionRequest } from '@shared/auctions'
import { api } from '@client/app/api-client'
import { adminKeys } from './admin-query'

const permissionKeys = [...adminKeys.all, 'permission-requests'] as const

/** GET /api/admin/permission-requests: pending ones first come first served, decided ones newest first. */
export function permissionRequestsQueryOptions(status: PermissionRequestStatus) {
  return queryOptions({
    queryKey: [...permissionKeys, status],
    queryFn: ({ signal }) => api.get<{ data: StaffPermissionRequest[] }>('/api/admin/permission-requests', { query: { status }, signal }),
  })
}

/** POST /api/admin/permission-requests/{id}/approve | deny (approving notifies the customer). */
export function useDecidePermission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      api.post<{ data: StaffPermissionRequest }>(`/api/admin/permission-requests/${id}/${approve ? 'approve' : 'deny'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
