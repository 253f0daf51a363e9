import type { AppJobQueue } from './app-jobs'
import type { Clock } from './clock'
import type { DatabaseHandle } from './db/client'
import type { DomainEvents } from './events/domain-events'
import type { StaffDirectory } from './identity/staff-directory'
import type { IdentityVerifier } from './identity/verifier'
import type { LoopDelay } from './loop-delay'
import type { AuctionVenue } from '@server/modules/auctions'
import type { ProductStars, ShortLinks } from '@server/modules/catalog'
import type { CrossShopSource, MarketConnectors } from '@server/modules/markets'
import type { Notifier, PushDelivery } from '@server/modules/notifications'
import type { OrderMoney } from '@server/modules/orders'
import type { Purchasing } from '@server/modules/purchasing'
import type { ExchangeRateSource, RateFeed } from '@server/modules/rates'
import type { TranslationProvider } from '@server/modules/translate'

/**
 * The one graph of ports, built once by the composition root (composition-root.ts) from the validated
 * configuration: the app and the job workers (in the server process or `npm run worker`) both start
 * from it, so what a test puts in place of a port reaches the workers too.
 */
export type Graph = {
  database: DatabaseHandle
  clock: Clock
  /** How late this process's event loop has been lately (the auctions' admission reads it); stopped on close. */
  loopDelay: LoopDelay
  /** Started; with JOB_WORKERS=in-process (always in `npm run worker`) this process also runs the jobs. */
  jobs: AppJobQueue
  /** Web Push: the sender the fan-out jobs use and the VAPID public key devices subscribe with. */
  push: PushDelivery
  /** Stores an event in a customer's notification centre and enqueues its push (modules call it inside their transaction). */
  notifier: Notifier
  exchangeRates: ExchangeRateSource
  /** The other Japanese markets' listings: one connector per market (the local mirror by default). */
  markets: MarketConnectors
  /** Shops the cross-shop search reads besides our own and the markets: Ecoring's lots (the auctions module's). */
  searchSources: readonly CrossShopSource[]
  /** Where cart and order lines are priced: one PurchasableSource per shop (our own catalogue for our own shops). */
  purchasing: Purchasing
  /** Where bids go: our own auction engine over the mirrored listings and Ecoring's lots by default. */
  auctions: AuctionVenue
  /** The star histogram of a product, from the reviews (the catalogue's port, so catalog never imports reviews). */
  reviews: ProductStars
  /** Amazon share links (amzn.asia/d/…) → the address they stand for: one redirect lookup (HTTP; a fixed table in tests and the demo). */
  shortLinks: ShortLinks
  /** The money the wallet ledger applied to orders (the orders' port, so orders never import wallets). */
  orderMoney: OrderMoney
}

/**
 * What the HTTP app is built from: the graph and the ports only requests use. Route plugins declare the
 * part they use (`{ purchasing: Purchasing }`); the app passes them this whole object.
 */
export type Integrations = Graph & {
  identity: IdentityVerifier
  /** Staff accounts and their roles (Firebase custom claims): the owner's staff screen. */
  staffDirectory: StaffDirectory
  translation: TranslationProvider
  /** A bank's rate feed that proposes the day's rate to staff (RATE_FEED_URL), or null. */
  rateFeed: RateFeed | null
  events: DomainEvents
}
