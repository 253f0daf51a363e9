import { type AuctionLive, auctionLiveSchema } from '@shared/auctions'
import type { DatabaseNotifications } from '@server/db/notifications'

const CHANNEL = 'auction_live'

export type LiveListener = (live: AuctionLive) => void

/**
 * Live prices for every open auction page: a bid's new state goes to this process's listeners at
 * once and to the other processes on the database through its notifications (LISTEN/NOTIFY on
 * PostgreSQL; on PGlite the database has one process, so the local delivery is all there is).
 */
export type AuctionLiveHub = {
  publish: (live: AuctionLive) => Promise<void>
  /** Returns the unsubscribe. */
  subscribe: (lotId: string, listener: LiveListener) => () => void
  listenerCount: () => number
}

// One hub per database handle: the routes and the in-process job workers share it.
const hubs = new WeakMap<DatabaseNotifications, AuctionLiveHub>()

export function auctionLiveHub(notifications: DatabaseNotifications): AuctionLiveHub {
  let hub = hubs.get(notifications)
  if (!hub) {
    hub = createHub(notifications)
    hubs.set(notifications, hub)
  }
  return hub
}

function createHub(notifications: DatabaseNotifications): AuctionLiveHub {
  const listeners = new Map<string, Set<LiveListener>>()
  let listening = false
  const deliver = (live: AuctionLive) => {
    for (const listener of listeners.get(live.id) ?? []) listener(live)
  }
  const listen = () => {
    if (listening) return
    listening = true
    notifications.subscribe(CHANNEL, {
      onMessage: (payload) => {
        const parsed = auctionLiveSchema.safeParse(safeJson(payload))
        if (parsed.success) deliver(parsed.data)
      },
      onResync: () => {},
    })
  }
  return {
    async publish(live) {
      deliver(live)
      await notifications.publish(CHANNEL, JSON.stringify(live))
    },
    subscribe(lotId, listener) {
      listen()
      const set = listeners.get(lotId) ?? new Set()
      set.add(listener)
      listeners.set(lotId, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(lotId)
      }
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
