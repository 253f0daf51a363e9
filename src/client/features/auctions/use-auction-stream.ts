import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AUCTION_LIVE_EVENT, type AuctionLive } from '@shared/auctions/contracts'
import { catalogUrl } from '@client/app/catalog-url'
import { auctionKeys } from './auction-query'

/**
 * Listens to the lot's server-sent events (GET /catalog/auction/live?id) while the page is open: each
 * event is the lot's new state, written into the live query; a new bid refreshes the bid list and my standing.
 * EventSource reconnects by itself after a dropped connection.
 */
export function useAuctionStream(id: string) {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (typeof EventSource === 'undefined') return
    let source: EventSource | undefined
    let closed = false
    void catalogUrl(`/auction/live?id=${encodeURIComponent(id)}`).then((url) => {
      if (closed) return
      source = new EventSource(url)
      source.addEventListener(AUCTION_LIVE_EVENT, (event) => {
        const next = parse((event as MessageEvent<string>).data)
        if (!next || next.id !== id) return
        const before = queryClient.getQueryData<AuctionLive>(auctionKeys.live(id))
        queryClient.setQueryData(auctionKeys.live(id), next)
        if (before?.bid_count !== next.bid_count || before?.ended !== next.ended) {
          void queryClient.invalidateQueries({ queryKey: auctionKeys.bids(id) })
          void queryClient.invalidateQueries({ queryKey: auctionKeys.mine(id) })
        }
      })
    })
    return () => {
      closed = true
      source?.close()
    }
  }, [id, queryClient])
}

function parse(text: string): AuctionLive | null {
  try {
    return JSON.parse(text) as AuctionLive
  } catch {
    return null
  }
}
