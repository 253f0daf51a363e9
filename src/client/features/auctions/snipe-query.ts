import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateSnipeBody } from '@shared/auctions/contracts'
import { callApi } from '@client/app/call-api'
import { auctionKeys } from './auction-query'
import { bidLogKeys } from './bid-log-query'

type SnipeChange = { max_price: number; lead_seconds: number }

/** Snipes change my standing on the lot and my bid log: both are refetched after any write. */
function useSnipeWrite<T>(auctionId: string, write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: auctionKeys.mine(auctionId) })
      void queryClient.invalidateQueries({ queryKey: bidLogKeys.all })
    },
  })
}

/** POST /api/auction/snipes: place `max_price` `lead_seconds` before the end. */
export const useCreateSnipe = (auctionId: string) =>
  useSnipeWrite(auctionId, (body: CreateSnipeBody) => callApi('POST /api/auction/snipes', { body }))

/** PUT /api/auction/snipes/{id}: change a scheduled snipe. */
export const useChangeSnipe = (auctionId: string) =>
  useSnipeWrite(auctionId, ({ id, ...change }: SnipeChange & { id: number }) =>
    callApi('PUT /api/auction/snipes/:id', { params: { id }, body: change }),
  )

/** DELETE /api/auction/snipes/{id}: cancel it. */
export const useCancelSnipe = (auctionId: string) =>
  useSnipeWrite(auctionId, (id: number) => callApi('DELETE /api/auction/snipes/:id', { params: { id } }))
