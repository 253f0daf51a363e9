import { systemClock } from './clock'
import { authEmulatorHost, vapidSubject, type Config } from './config'
import type { DatabaseHandle } from './db/client'
import { startDemoSimulator } from './demo/simulator'
import { createDomainEvents, type ListenerFailureLog } from './events/domain-events'
import { createFirebaseVerifier } from './identity/verifier'
import type { Integrations } from './integrations'
import { startAppJobQueue } from './jobs'
import { auctionLiveHub, createEngineVenue } from '@server/modules/auctions'
import { ownCatalogueSource, shareCatalogChanges } from '@server/modules/catalog'
import {
  configuredVapidKeys,
  createWebPushSender,
  queueNotifier,
  storedVapidKeys,
  type PushDelivery,
  type PushSender,
  type VapidKeys,
} from '@server/modules/notifications'
import { withLinkItems } from '@server/modules/link-items'
import {
  createMarketConnectors,
  createMirrorConnector,
  marketConnectorsWithLiveApis,
  marketPurchasableSource,
  type LiveMarketSettings,
} from '@server/modules/markets'
import { createPurchasing } from './modules/purchasing'
import { createVietcombankRateFeed, storedExchangeRates } from '@server/modules/rates'
import { createDeeplProvider, untranslatedProvider, type TranslationProvider } from '@server/modules/translate'

/** What a test (or a tool) puts in place of the configured integrations, e.g. a clock it can move. */
export type IntegrationOverrides = Partial<Omit<Integrations, 'database'>>

/**
 * The composition root: builds every integration from the validated configuration, once, for the
 * app. Nothing else reads the configuration to build an integration. (`npm run worker` starts only
 * the job queue, through startAppJobQueue, as this does.)
 */
export async function buildIntegrations(
  config: Config,
  database: DatabaseHandle,
  overrides: IntegrationOverrides = {},
): Promise<Integrations> {
  const clock = overrides.clock ?? systemClock
  const events = overrides.events ?? createDomainEvents(listenerFailureLog(config))
  const push = overrides.push ?? buildPushDelivery(config, database)
  const jobs = overrides.jobs ?? (await startAppJobQueue(database, { runWorkers: config.JOB_WORKERS === 'in-process', clock, push }))
  if (config.DEMO_DATA === 'on') startDemoSimulator(events, jobs)
  // Other server processes on this PostgreSQL database hear of catalogue writes (their response caches).
  shareCatalogChanges(database)
  const markets =
    overrides.markets ??
    createMarketConnectors(
      marketConnectorsWithLiveApis(createMirrorConnector(database.db, clock), liveMarketSettings(config), { warn: warningLog(config) }),
    )
  const notifier = overrides.notifier ?? queueNotifier(jobs, clock)
  const exchangeRates = overrides.exchangeRates ?? storedExchangeRates(database.db, clock)
  return {
    database,
    clock,
    events,
    jobs,
    identity:
      overrides.identity ?? createFirebaseVerifier({ projectId: config.FIREBASE_PROJECT_ID, emulatorHost: authEmulatorHost(config) }),
    translation: overrides.translation ?? translationProvider(config),
    exchangeRates,
    rateFeed:
      overrides.rateFeed !== undefined ? overrides.rateFeed : config.RATE_FEED_URL ? createVietcombankRateFeed(config.RATE_FEED_URL) : null,
    markets,
    purchasing:
      overrides.purchasing ??
      createPurchasing([ownCatalogueSource(database.db), withLinkItems(marketPurchasableSource(markets, clock), database.db)]),
    push,
    notifier,
    auctions:
      overrides.auctions ??
      createEngineVenue({ db: database.db, clock, queue: jobs, notifier, live: auctionLiveHub(database.notifications), exchangeRates }),
  }
}

/**
 * Web Push through the web-push library, signed with the VAPID keys (configured, or generated once
 * and kept in the database) and the shop's contact (VAPID_SUBJECT). A bad contact or key pair stops
 * the start here; the database is read on first use. `npm run worker` builds it too.
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

/** Lets event listeners and running jobs finish, then releases what the integrations hold (the database is the caller's). */
export async function closeIntegrations(integrations: Integrations): Promise<void> {
  await integrations.events.settled()
  await integrations.jobs.stop()
  await integrations.identity.close()
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
