import type { AuctionBridgeName, DeskResult } from '@shared/auctions'
import type { AuctionContext } from './context'
import { endSomeAuctions, placeOutsideBids } from './simulator'
import { type AuctionRow, bidderCustomer } from './state'

/**
 * The YahooAuctionBridge (ARCHITECTURE: auctions): how the shop's one bid per lot — our leading
 * customer's maximum, a proxy bid from the shop's account — reaches Yahoo Auction (and Ecoring, from
 * the shop's member account), and how the market's price, end and result come back into the engine.
 *
 * Yahoo Auction has no public bidding API, so the honest default is the **desk** (desk.ts): staff see
 * the bid to place, record "placed ¥X", "Yahoo price is now ¥P (end T)" and "won at ¥P" / "lost";
 * a lot whose end passes waits for that result. The demo's **simulator** plays Yahoo's other bidders
 * (simulator.ts) and lets the engine's leader at the end win at the engine's price.
 */
export interface YahooAuctionBridge {
  readonly name: AuctionBridgeName
  /**
   * The result of a lot whose end passed with no result recorded: the simulator's is the engine's
   * (its leading customer wins at its price); the desk answers null — the lot waits as "result needed".
   */
  resultAtEnd(row: AuctionRow): DeskResult | null
  /** A round of Yahoo's other bidders (a job that sends itself again); the desk's come from staff. */
  outsideBids(context: AuctionContext): Promise<void>
  /** A round of early endings (the demo's, hourly); the desk's come from Yahoo's real ends. */
  endings(context: AuctionContext): Promise<void>
}

export const simulatorBridge: YahooAuctionBridge = {
  name: 'simulator',
  resultAtEnd: (row) => ({ outcome: bidderCustomer(row.leader) === null ? 'lost' : 'won', price: row.price }),
  outsideBids: placeOutsideBids,
  endings: endSomeAuctions,
}

export const deskBridge: YahooAuctionBridge = {
  name: 'desk',
  resultAtEnd: () => null,
  outsideBids: async () => {},
  endings: async () => {},
}

export function auctionBridge(name: AuctionBridgeName): YahooAuctionBridge {
  return name === 'desk' ? deskBridge : simulatorBridge
}
