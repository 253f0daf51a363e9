import type { Clock } from './clock'
import type { DatabaseHandle } from './db/client'
import type { DomainEvents } from './events/domain-events'
import type { IdentityVerifier } from './identity/verifier'
import type { AppJobQueue } from './jobs'
import type { AuctionVenue } from '@server/modules/auctions'
import type { Notifier, PushDelivery } from '@server/modules/notifications'
import type { MarketConnectors } from './modules/markets'
import type { Purchasing } from './modules/purchasing'
import type { ExchangeRateSource, RateFeed } from '@server/modules/rates'
import type { TranslationProvider } from '@server/modules/translate'

/**
 * Everything with side effects that the app and its modules use, built in one place
 * (composition-root.ts) from the validated configuration. Route plugins receive it as their options.
 */
export type Integrations = {
  database: DatabaseHandle
  identity: IdentityVerifier
  clock: Clock
  translation: TranslationProvider
  exchangeRates: ExchangeRateSource
  /** A bank's rate feed that proposes the day's rate to staff (RATE_FEED_URL), or null. */
  rateFeed: RateFeed | null
  events: DomainEvents
  /** The other Japanese markets' listings: one connector per market (the local mirror by default). */
  markets: MarketConnectors
  /** Where cart and order lines are priced: one PurchasableSource per shop (our own catalogue for our own shops). */
  purchasing: Purchasing
  /** Started; with JOB_WORKERS=in-process this process also runs the jobs. */
  jobs: AppJobQueue
  /** Web Push: the sender the fan-out jobs use and the VAPID public key devices subscribe with. */
  push: PushDelivery
  /** Stores an event in a customer's notification centre and enqueues its push (modules call it inside their transaction). */
  notifier: Notifier
  /** Where bids go: our own auction engine over the mirrored listings and Ecoring's lots by default. */
  auctions: AuctionVenue
}
