import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@client/app/call-api'
import { deviceId } from './device-id'

export const invitationKeys = {
  all: ['invitations'] as const,
  me: () => [...invitationKeys.all, 'me'] as const,
}

/** GET /api/invitations/me: my code, the code I entered, my unused reward. */
export function invitationStatusQueryOptions() {
  return queryOptions({
    queryKey: invitationKeys.me(),
    queryFn: async ({ signal }) => (await callApi('GET /api/invitations/me', { signal })).data,
  })
}

/** POST /api/invitations with this device's id. */
export function useRedeemInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (code: string) => (await callApi('POST /api/invitations', { body: { code, device_id: await deviceId() } })).data,
    onSuccess: (status) => queryClient.setQueryData(invitationKeys.me(), status),
  })
}
