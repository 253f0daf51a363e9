import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeskDescribeBody, DeskPlacedBody, DeskResultBody, DeskYahooPriceBody } from '@shared/auctions'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const deskKeys = [...adminKeys.all, 'auction-desk'] as const

/** GET /api/admin/auction-desk: live lots with the shop's bid to place (ending soonest first), snipes due, counts. Refreshed every 30 s. */
export function auctionDeskQueryOptions() {
  return queryOptions({
    queryKey: deskKeys,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/auction-desk', { signal })).data,
    staleTime: 0,
    refetchInterval: 30_000,
  })
}

/** The desk's three actions on a lot; each refreshes the desk and the overview's counts. */
export type DeskAction =
  | { kind: 'placed'; id: number; body: DeskPlacedBody }
  | { kind: 'yahoo-price'; id: number; body: DeskYahooPriceBody }
  | { kind: 'result'; id: number; body: DeskResultBody }
  | { kind: 'describe'; id: number; body: DeskDescribeBody }

async function send(action: DeskAction): Promise<void> {
  const params = { id: action.id }
  switch (action.kind) {
    case 'placed':
      await callApi('POST /api/admin/auction-desk/:id/placed', { params, body: action.body })
      return
    case 'yahoo-price':
      await callApi('POST /api/admin/auction-desk/:id/yahoo-price', { params, body: action.body })
      return
    case 'result':
      await callApi('POST /api/admin/auction-desk/:id/result', { params, body: action.body })
      return
    case 'describe':
      await callApi('POST /api/admin/auction-desk/:id/describe', { params, body: action.body })
      return
  }
}

export function useDeskAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
