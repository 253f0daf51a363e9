import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InvitationStatus } from '@shared/contracts/invitation'
import { api } from '@client/app/api-client'
import { deviceId } from './device-id'

export const invitationKeys = {
  all: ['invitations'] as const,
  me: () => [...invitationKeys.all, 'me'] as const,
}

/** GET /api/invitations/me: my code, the code I entered, my unused reward. */
export function invitationStatusQueryOptions() {
  return queryOptions({
    queryKey: invitationKeys.me(),
    queryFn: async ({ signal }) => (await api.get<{ data: InvitationStatus }>('/api/invitations/me', { signal })).data,
  })
}

/** POST /api/invitations with this device's id. */
export function useRedeemInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<{ data: InvitationStatus }>('/api/invitations', { code, device_id: await deviceId() })).data,
    onSuccess: (status) => queryClient.setQueryData(invitationKeys.me(), status),
  })
}
