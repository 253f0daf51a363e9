import { defineModule } from '@server/modules/define-module'

/** Buying items of any source: the port cart and orders depend on, its registry by shop, and the refusal rule. */
export type { ItemQuote, PurchasableSource } from './port'
export { createPurchasing, type ItemTarget, type Purchasing } from './registry'
export { purchaseRefusal, type RefusalFields } from './refusal'
export { lineName, snapshotOf, type LineSnapshot } from './snapshot'
export { lineSnapshotColumns } from './tables'

/** What the purchasing module adds to the app, named once in the module list (modules/registry.ts). */
export const purchasingModule = defineModule({ name: 'purchasing' })
