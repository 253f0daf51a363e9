import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffRole } from '@shared/staff/roles'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const staffKeys = [...adminKeys.all, 'staff-members'] as const

/** GET /api/admin/staff-members (owner): every staff member and their roles. */
export function staffMembersQueryOptions() {
  return queryOptions({
    queryKey: staffKeys,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/staff-members', { signal })).data,
  })
}

/** PUT /api/admin/staff-members/{uid}/roles (owner; audited). */
export function useSetStaffRoles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ uid, roles }: { uid: string; roles: StaffRole[] }) =>
      callApi('PUT /api/admin/staff-members/:uid/roles', { params: { uid }, body: { roles } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys }),
  })
}

/** DELETE /api/admin/staff-members/{uid} (owner; audited). */
export function useRemoveStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (uid: string) => callApi('DELETE /api/admin/staff-members/:uid', { params: { uid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys }),
  })
}
