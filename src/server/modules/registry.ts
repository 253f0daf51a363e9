import { useModuleTables } from '@server/db/schema'
import { type Message, useModuleMessages } from '@server/i18n/messages'
import { addressesModule } from '@server/modules/addresses'
import { adminModule } from '@server/modules/admin'
import { auctionsModule } from '@server/modules/auctions'
import { auditModule } from '@server/modules/audit'
import { cartModule } from '@server/modules/cart'
import { catalogModule } from '@server/modules/catalog'
import { customersModule } from '@server/modules/customers'
import { configModule } from '@server/modules/config'
import { geoModule } from '@server/modules/geo'
import { healthModule } from '@server/modules/health'
import { homeModule } from '@server/modules/home'
import { invitationsModule } from '@server/modules/invitations'
import { linkItemsModule } from '@server/modules/link-items'
import { logisticsModule } from '@server/modules/logistics'
import { marketsModule } from '@server/modules/markets'
import { mediaModule } from '@server/modules/media'
import { notificationsModule } from '@server/modules/notifications'
import { ordersModule } from '@server/modules/orders'
import { paymentsModule } from '@server/modules/payments'
import { postsModule } from '@server/modules/posts'
import { purchasingModule } from '@server/modules/purchasing'
import { ratesModule } from '@server/modules/rates'
import { reviewsModule } from '@server/modules/reviews'
import { shopsModule } from '@server/modules/shops'
import { siteModule } from '@server/modules/site'
import { supportModule } from '@server/modules/support'
import { translateModule } from '@server/modules/translate'
import { usersModule } from '@server/modules/users'
import { walletsModule } from '@server/modules/wallets'
import { gatherParts, type JobsOf, type MessagesOf, type ModuleManifest, type TablesOf } from './define-module'

/**
 * The module list: every module under src/server/modules, by the manifest its index.ts exports. A new
 * module is its folder plus one line here. Derived from it: the route registry (app.ts registers each
 * scope's plugins in this order: public, then customer, then staff), the message catalogue
 * (i18n/messages.ts), the Drizzle schema (db/schema.ts) and the job map (app-jobs.ts, job-handlers.ts).
 * No module imports this file (it imports them all), so there is no import cycle through it.
 */
export const MODULES = [
  healthModule,
  configModule,
  usersModule,
  ratesModule,
  shopsModule,
  homeModule,
  logisticsModule,
  ordersModule,
  mediaModule,
  catalogModule,
  marketsModule,
  reviewsModule,
  translateModule,
  geoModule,
  addressesModule,
  walletsModule,
  invitationsModule,
  supportModule,
  postsModule,
  siteModule,
  cartModule,
  notificationsModule,
  linkItemsModule,
  auctionsModule,
  adminModule,
  auditModule,
  purchasingModule,
  paymentsModule,
  customersModule,
] as const satisfies readonly ModuleManifest[]

type Module = (typeof MODULES)[number]

/** Every module's messages: the API's catalogue beside the HTTP layer's own (i18n/messages.ts). */
export const moduleMessages = gatherParts<Message>(
  'Server message',
  MODULES.map((module) => ('messages' in module ? module.messages : undefined)),
) as MessagesOf<Module>

/** Every module's tables: the Drizzle schema (db/client.ts) and, by the same files, drizzle-kit's. */
export const moduleTables = gatherParts<unknown>(
  'Table',
  MODULES.map((module) => ('tables' in module ? module.tables : undefined)),
) as TablesOf<Module>

/** Every module's job definitions (the application's queue: app-jobs.ts). */
export const moduleJobs = gatherParts(
  'Job',
  MODULES.map((module) => ('jobs' in module ? module.jobs.definitions : undefined)),
) as JobsOf<Module>

/*
 * Modules name MessageKey and Database without importing this list (it imports them): the two open
 * types are filled in here by declaration merging, and the catalogue and schema handed over on load.
 */
declare module '@server/i18n/messages' {
  interface ModuleMessages extends MessagesOf<Module> {}
}
declare module '@server/db/schema' {
  interface ModuleTables extends TablesOf<Module> {}
}
useModuleMessages(moduleMessages)
useModuleTables(moduleTables)
