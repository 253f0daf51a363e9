import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PlaceBidBody, myAuctionStandingSchema } from '@shared/auctions/contracts'
import { callApi } from '@client/app/call-api'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import { clientConfigQueryOptions } from '@client/app/client-config'

/** One factory for every key of a lot: the live state and bids are public, my standing is mine. */
export const auctionKeys = {
  all: ['auctions'] as const,
  live: (id: string) => [...auctionKeys.all, 'live', id] as const,
  bids: (id: string) => [...auctionKeys.all, 'bids', id] as const,
  mine: (id: string) => [...auctionKeys.all, 'mine', id] as const,
  /** A lot opened by its link (GET /catalog/auction/lot). */
  linked: (id: string) => [...auctionKeys.all, 'linked', id] as const,
}

const publicRead = { waitForAuth: false } as const

/** GET /catalog/auction/state?id: price, bids, leader, end; kept fresh by the event stream. */
export function auctionLiveQueryOptions(id: string) {
  return queryOptions({
    queryKey: auctionKeys.live(id),
    queryFn: async ({ signal }) => (await callApi('GET /catalog/auction/state', { query: { id }, signal, ...publicRead })).data,
    staleTime: 5_000,
    meta: { ...PUBLIC_QUERY_META, persist: false },
  })
}

/**
 * GET /catalog/auction/bid-list?id: one row per bidder, the leader first. Signed in (`viewer`: the
 * account's uid), the call carries the token and the server marks the caller's own row `mine`.
 */
export function bidListQueryOptions(id: string, viewer: string | null = null) {
  return queryOptions({
    queryKey: [...auctionKeys.bids(id), viewer] as const,
    queryFn: async ({ signal }) =>
      (await callApi('GET /catalog/auction/bid-list', { query: { id }, signal, waitForAuth: viewer !== null })).data,
    staleTime: 5_000,
    meta: { ...PUBLIC_QUERY_META, persist: false },
  })
}

export type MyStanding = z.infer<typeof myAuctionStandingSchema>

/** GET /api/auction/mine?id: whether I lead, my maximum and my snipe on this lot. */
export function myStandingQueryOptions(id: string) {
  return queryOptions({
    queryKey: auctionKeys.mine(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/auction/mine', { query: { id }, signal })).data,
  })
}

/** `yyyy/MM/dd HH:mm:ss` in local time (spec §7 date_finish). */
export function dateFinishText(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
}

/** POST /catalog/auction/bid; the answer's state goes straight into the page, the bids and my standing are refetched. */
export function usePlaceBid(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PlaceBidBody) => callApi('POST /catalog/auction/bid', { body }),
    onSuccess: (answer) => queryClient.setQueryData(auctionKeys.live(id), answer.data),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(id) })
      void queryClient.invalidateQueries({ queryKey: auctionKeys.mine(id) })
    },
  })
}

/**
 * GET /catalog/common/timedown?id: seconds left by the server's clock. Against the end time it gives how
 * far this device's clock is off, so every page counts down to the same second.
 */
export function clockSkewQueryOptions(id: string, endTime: number) {
  return queryOptions({
    // The browser's clock is the one measured: never on the server (its answer would be handed to the browser).
    enabled: typeof window !== 'undefined',
    queryKey: [...auctionKeys.all, 'timedown', id, endTime] as const,
    queryFn: async ({ signal }) => {
      const left = (await callApi('GET /catalog/common/timedown', { query: { id }, signal, ...publicRead })).data
      return left > 0 ? Date.now() - (endTime - left) * 1000 : 0
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { ...PUBLIC_QUERY_META, persist: false },
  })
}

/** For the lot page's route loader: what the panel reads before anyone signs in (the server renders it with them). */
export const ensureAuctionData = (client: QueryClient, id: string): Promise<unknown>[] => [
  client.ensureQueryData(auctionLiveQueryOptions(id)),
  client.ensureQueryData(bidListQueryOptions(id)),
  // The bid form's cost names the deposit (AUCTION_DEPOSIT_PERCENT, in the runtime configuration).
  client.ensureQueryData(clientConfigQueryOptions),
]

/**
 * GET /catalog/auction/lot?id: a lot the mirror does not list, as opened by its link (issue 27):
 * "details pending" until staff describe it, then its name, picture and live state. 404: nobody opened it yet.
 */
export function linkedLotQueryOptions(id: string) {
  return queryOptions({
    queryKey: auctionKeys.linked(id),
    queryFn: async ({ signal }) => (await callApi('GET /catalog/auction/lot', { query: { id }, signal, ...publicRead })).data,
    staleTime: 5_000,
    retry: false,
    meta: { ...PUBLIC_QUERY_META, persist: false },
  })
}

/** POST /api/auction/yahoo-lots: opens the lot by its link (once, whoever asks first) and follows it. */
export function useOpenLinkedLot(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (url: string) => (await callApi('POST /api/auction/yahoo-lots', { body: { url } })).data,
    onSuccess: (lot) => {
      queryClient.setQueryData(linkedLotQueryOptions(id).queryKey, lot)
      queryClient.setQueryData(auctionKeys.live(id), lot.live)
    },
  })
}
