import type { FastifyReply, FastifyRequest } from 'fastify'
import { AUCTION_LIVE_EVENT, type AuctionLive } from '@shared/auctions'
import type { AuctionLiveHub } from './live'

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000

function event(live: AuctionLive): string {
  return `event: ${AUCTION_LIVE_EVENT}\ndata: ${JSON.stringify(live)}\n\n`
}

/**
 * Server-sent events for one lot: its state now, then after every bid anywhere (the hub hears other
 * processes through the database). Ends when the client goes.
 */
export function streamLive(request: FastifyRequest, reply: FastifyReply, hub: AuctionLiveHub, first: AuctionLive) {
  reply.hijack()
  const raw = reply.raw
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  raw.write(`retry: 2000\n${event(first)}`)
  const unsubscribe = hub.subscribe(first.id, (live) => raw.write(event(live)))
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS)
  heartbeat.unref()
  request.raw.on('close', () => {
    clearInterval(heartbeat)
    unsubscribe()
  })
}
