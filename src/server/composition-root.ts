import { systemClock } from './clock'
import { auctionBridgeOf, authEmulatorHost, vapidSubject, type Config } from './config'
import type { DatabaseHandle } from './db/client'
import { startDemoSimulator } from './demo/simulator'
import { createDomainEvents, type ListenerFailureLog } from './events/domain-events'
import { createFirebaseVerifier } from './identity/verifier'
import { createFirebaseStaffDirectory } from './identity/staff-directory'
import { appJobs, type AppJobQueue } from './app-jobs'
import type { Graph, Integrations } from './integrations'
import { appJobHandlers } from './job-handlers'
import { createPgBossQueue, workAll } from './jobs'
import { eventLoopDelay } from './loop-delay'
import { auctionBridge, auctionLiveHub, createEngineVenue, ecoringSearchSource, listingMirrorsSettled } from '@server/modules/auctions'
import { reviewStars } from '@server/modules/reviews'
import {
  demoShortLinks,
  httpShortLinkHop,
  ownCatalogueSource,
  setCatalogCacheBudget,
  shareCatalogChanges,
  shortLinkResolver,
} from '@server/modules/catalog'
import {
  configuredVapidKeys,
  createWebPushSender,
  queueNotifier,
  storedVapidKeys,
  type PushDelivery,
  type PushSender,
  type VapidKeys,
} from '@server/modules/notifications'
import { ordersAwaitingPrice, withLinkItems } from '@server/modules/link-items'
import { withSoldOnceItems } from '@server/modules/orders'
import {
  createMarketConnectors,
  createMirrorConnector,
  marketConnectorsWithLiveApis,
  marketPurchasableSource,
  type LiveMarketSettings,
} from '@server/modules/markets'
import { createPurchasing } from '@server/modules/purchasing'
import { createVietcombankRateFeed, storedExchangeRates } from '@server/modules/rates'
import { walletOrderMoney } from '@server/modules/wallets'
import { createDeeplProvider, untranslatedProvider, type TranslationProvider } from '@server/modules/translate'

/** What a test (or a tool) puts in place of the configured integrations, e.g. a clock it can move. */
export type IntegrationOverrides = Partial<Omit<Integrations, 'database'>>

/** How the composition root starts the job queue it creates (a queue given in the overrides is the caller's to run). */
export type QueueOptions = {
  /** Run the jobs in this process (default: JOB_WORKERS=in-process; `npm run worker` always). */
  runWorkers?: boolean
  pollingIntervalSeconds?: number
  stopTimeoutMs?: number
}

/**
 * The composition root: builds the one graph of ports from the validated configuration, once, for the
 * app and the workers alike. Nothing else reads the configuration to build an integration. It starts in
 * two steps: the queue first (the notifier enqueues pushes on it, the venue its closings), then the graph,
 * then the workers, whose handlers take the graph's venue, notifier and push.
 */
export async function buildGraph(
  config: Config,
  database: DatabaseHandle,
  overrides: Partial<Omit<Graph, 'database'>> = {},
  queue: QueueOptions = {},
): Promise<Graph> {
  const clock = overrides.clock ?? systemClock
  const loopDelay = overrides.loopDelay ?? eventLoopDelay()
  setCatalogCacheBudget(config.CATALOG_RESPONSE_CACHE_MB)
  const push = overrides.push ?? buildPushDelivery(config, database)
  const jobs = overrides.jobs ?? (await startAppJobQueue(database, queue))
  const markets =
    overrides.markets ??
    createMarketConnectors(
      marketConnectorsWithLiveApis(createMirrorConnector(database.db, clock), liveMarketSettings(config), { warn: warningLog(config) }),
    )
  const notifier = overrides.notifier ?? queueNotifier(jobs, clock)
  const exchangeRates = overrides.exchangeRates ?? storedExchangeRates(database.db, clock)
  const graph: Graph = {
    database,
    clock,
    loopDelay,
    jobs,
    push,
    notifier,
    exchangeRates,
    markets,
    searchSources: overrides.searchSources ?? [ecoringSearchSource(database.db)],
    purchasing:
      overrides.purchasing ??
      createPurchasing([
        ownCatalogueSource(database.db),
        withSoldOnceItems(withLinkItems(marketPurchasableSource(markets, clock), database.db), database.db),
      ]),
    auctions:
      overrides.auctions ??
      createEngineVenue({
        db: database.db,
        clock,
        queue: jobs,
        notifier,
        live: auctionLiveHub(database.notifications),
        exchangeRates,
        depositPercent: config.AUCTION_DEPOSIT_PERCENT,
        oneConnection: database.driver === 'pglite',
        loopDelayMs: loopDelay.recentMs,
        markets,
        // The staff desk by default, the simulator in the demo (AUCTION_BRIDGE; README: Auction desk).
        bridge: auctionBridge(auctionBridgeOf(config)),
      }),
    reviews: overrides.reviews ?? reviewStars(database.db),
    // The demo resolves its own share links from a table: no request leaves the machine (README: Share links).
    shortLinks:
      overrides.shortLinks ??
      (config.DEMO_DATA === 'on' ? demoShortLinks() : shortLinkResolver(httpShortLinkHop({ timeoutMs: config.MARKET_API_TIMEOUT_MS }))),
    // Money applied to orders from the wallet ledger; whether a buy-by-link price still awaits staff from the link items.
    orderMoney: overrides.orderMoney ?? { ...walletOrderMoney, awaitingPrice: ordersAwaitingPrice },
  }
  if (!overrides.jobs && (queue.runWorkers ?? config.JOB_WORKERS === 'in-process')) await workAll(jobs, appJobHandlers(graph))
  return graph
}

/** The app's integrations: the graph (whose queue runs the jobs with JOB_WORKERS=in-process) and the ports only requests use. */
export async function buildIntegrations(
  config: Config,
  database: DatabaseHandle,
  overrides: IntegrationOverrides = {},
  queue: QueueOptions = {},
): Promise<Integrations> {
  const events = overrides.events ?? createDomainEvents(listenerFailureLog(config))
  const graph = await buildGraph(config, database, overrides, queue)
  if (config.DEMO_DATA === 'on') startDemoSimulator(events, graph.jobs)
  // Other server processes on this PostgreSQL database hear of catalogue writes (their response caches).
  shareCatalogChanges(database)
  return {
    ...graph,
    events,
    identity:
      overrides.identity ??
      createFirebaseVerifier({
        projectId: config.FIREBASE_PROJECT_ID,
        emulatorHost: authEmulatorHost(config),
        staffRecheckSeconds: config.STAFF_RECHECK_SECONDS,
        now: () => graph.clock.now().getTime(),
      }),
    staffDirectory:
      overrides.staffDirectory ??
      createFirebaseStaffDirectory({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: authEmulatorHost(config) }),
    translation: overrides.translation ?? translationProvider(config),
    rateFeed:
      overrides.rateFeed !== undefined ? overrides.rateFeed : config.RATE_FEED_URL ? createVietcombankRateFeed(config.RATE_FEED_URL) : null,
  }
}

/** The application's queue, started: its tables and queues exist, so the process can send jobs (workers come after the graph). */
async function startAppJobQueue(database: DatabaseHandle, { pollingIntervalSeconds, stopTimeoutMs }: QueueOptions): Promise<AppJobQueue> {
  const queue = createPgBossQueue(appJobs, { database, pollingIntervalSeconds, stopTimeoutMs })
  await queue.start()
  return queue
}

/**
 * Web Push through the web-push library, signed with the VAPID keys (configured, or generated once
 * and kept in the database) and the shop's contact (VAPID_SUBJECT). A bad contact or key pair stops
 * the start here; the database is read on first use.
 */
export function buildPushDelivery(config: Config, database: DatabaseHandle): PushDelivery {
  const subject = vapidSubject(config)
  const configured = configuredVapidKeys(config)
  let keys: Promise<VapidKeys> | null = null
  const vapidKeys = () => {
    keys ??= configured ? Promise.resolve(configured) : storedVapidKeys(database.db)
    keys.catch(() => {
      keys = null
    })
    return keys
  }
  let sender: Promise<PushSender> | null = null
  const webPush = () => (sender ??= vapidKeys().then((pair) => createWebPushSender({ vapid: { subject, ...pair } })))
  return {
    publicKey: async () => (await vapidKeys()).publicKey,
    sender: { send: async (target, message) => (await webPush()).send(target, message) },
  }
}

/**
 * Lets event listeners and running jobs finish and the auction lots' listing mirrors write what they hold, then
 * releases what the integrations hold (the database is the caller's).
 */
export async function closeIntegrations(integrations: Integrations): Promise<void> {
  await integrations.events.settled()
  await integrations.jobs.stop()
  await listingMirrorsSettled()
  await integrations.identity.close()
  await integrations.staffDirectory.close()
  integrations.loopDelay.stop()
}

/** DeepL with DEEPL_API_KEY; otherwise texts come back untranslated, and say so. */
function translationProvider(config: Config): TranslationProvider {
  const { DEEPL_API_KEY, DEEPL_API_URL } = config
  return DEEPL_API_KEY ? createDeeplProvider({ apiKey: DEEPL_API_KEY, apiUrl: DEEPL_API_URL }) : untranslatedProvider
}

/** Rakuten and Yahoo! Shopping from their APIs where configured (README: Live market APIs); otherwise the mirror. */
function liveMarketSettings(config: Config): LiveMarketSettings {
  const { RAKUTEN_APPLICATION_ID, RAKUTEN_ACCESS_KEY, RAKUTEN_ORIGIN, RAKUTEN_API_VERSION, YAHOO_SHOPPING_APPID } = config
  const rakutenConfigured = RAKUTEN_APPLICATION_ID && RAKUTEN_ACCESS_KEY && RAKUTEN_ORIGIN && RAKUTEN_API_VERSION
  return {
    rakuten: rakutenConfigured
      ? {
          applicationId: RAKUTEN_APPLICATION_ID,
          accessKey: RAKUTEN_ACCESS_KEY,
          origin: RAKUTEN_ORIGIN,
          version: RAKUTEN_API_VERSION,
          apiUrl: config.RAKUTEN_API_URL,
        }
      : null,
    yahooShopping: YAHOO_SHOPPING_APPID ? { appId: YAHOO_SHOPPING_APPID, apiUrl: config.YAHOO_SHOPPING_API_URL } : null,
    cacheTtlMs: config.MARKET_API_CACHE_SECONDS * 1000,
    timeoutMs: config.MARKET_API_TIMEOUT_MS,
  }
}

function warningLog(config: Config): (message: string) => void {
  if (config.LOG_LEVEL === 'silent' || config.LOG_LEVEL === 'error' || config.LOG_LEVEL === 'fatal') return () => {}
  return (message) => console.warn(message)
}

function listenerFailureLog(config: Config): ListenerFailureLog {
  if (config.LOG_LEVEL === 'silent') return () => {}
  return (event, error) => console.error(`A listener of ${event} failed:`, error)
}
