import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { systemClock, type Clock } from './clock'
import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { IdentityVerifier } from './identity/verifier'
import { missingJobQueue, type AppJobQueue } from './jobs'
import { registerAuthentication } from './http/authentication'
import { registerCompression } from './http/compression'
import { docsRoutes, registerOpenApi } from './http/docs'
import { registerErrorHandling } from './http/error-handler'
import { registerRequestContext } from './http/request-context'
import { registerSpa } from './http/spa'
import type { App } from './http/types'
import { catalogRoutes } from './modules/catalog/routes'
import { clientConfigRoutes } from './modules/config/routes'
import { healthRoutes } from './modules/health/routes'
import { homeRoutes } from './modules/home/routes'
import { logisticsRoutes } from './modules/logistics/routes'
import { mediaRoutes } from './modules/media/routes'
import { orderReferenceRoutes } from './modules/orders/routes'
import { orderRoutes } from './modules/orders/order-routes'
import { cartRoutes } from './modules/cart/routes'
import { ownCatalogueSource } from './modules/catalog/purchasable'
import { createPurchasing, type PurchasableSource } from './modules/purchasing'
import { rateRoutes } from './modules/rates/routes'
import { reviewRoutes } from './modules/reviews/routes'
import { shopRoutes } from './modules/shops/routes'
import { translateRoutes } from './modules/translate/routes'
import { userRoutes } from './modules/users/routes'
import { addressRoutes } from './modules/addresses/routes'
import { geoRoutes } from './modules/geo/routes'
import { invitationRoutes } from './modules/invitations/routes'
import { supportRoutes } from './modules/support/routes'
import { walletRoutes } from './modules/wallets/routes'
import { postRoutes } from './modules/posts/routes'
import { siteRoutes } from './modules/site/routes'

export type AppDependencies = {
  config: Config
  database: DatabaseHandle
  identity: IdentityVerifier
  /** Started by the caller, who also stops it; without one, enqueuing fails with a clear error. */
  jobs?: AppJobQueue
  clock?: Clock
  /** Where cart and order lines are priced, one source per shop (default: our own catalogue for our own shops). */
  purchasableSources?: readonly PurchasableSource[]
  /** Serve the built PWA from config.CLIENT_DIST_DIR (off in API tests). */
  serveClient?: boolean
  logger?: boolean
}

/** Builds the whole HTTP app: infrastructure first, then domain routes. */
export async function buildApp(deps: AppDependencies): Promise<App> {
  const app = Fastify({
    logger: deps.logger === false ? false : { level: deps.config.LOG_LEVEL },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', deps.database.db)
  app.decorate('config', deps.config)
  app.decorate('jobs', deps.jobs ?? missingJobQueue())
  app.decorate('clock', deps.clock ?? systemClock)

  registerRequestContext(app)
  registerAuthentication(app, deps.identity)
  // Before any route, so the SPA's assets and the API's JSON are all compressed.
  await registerCompression(app)
  await registerOpenApi(app)
  const spaFallback = deps.serveClient ? await registerSpa(app, deps.config.CLIENT_DIST_DIR) : false
  registerErrorHandling(app, { spaFallback })

  await app.register(healthRoutes, { driver: deps.database.driver })
  await app.register(docsRoutes)
  await app.register(clientConfigRoutes)
  await app.register(userRoutes)
  await app.register(rateRoutes)
  await app.register(shopRoutes)
  await app.register(homeRoutes)
  await app.register(logisticsRoutes)
  await app.register(orderReferenceRoutes)
  await app.register(mediaRoutes)
  await app.register(catalogRoutes)
  await app.register(reviewRoutes)
  await app.register(translateRoutes)
  await app.register(geoRoutes)
  await app.register(addressRoutes)
  await app.register(walletRoutes)
  await app.register(invitationRoutes)
  await app.register(supportRoutes)
  await app.register(postRoutes)
  await app.register(siteRoutes)
  const purchasing = createPurchasing(deps.purchasableSources ?? [ownCatalogueSource(deps.database.db)])
  await app.register(cartRoutes, { purchasing })
  await app.register(orderRoutes, { purchasing })
  await app.ready()
  return app
}
