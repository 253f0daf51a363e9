/** The cart feature's surface for other features: buying an item of any shop from its page. */
export { PurchaseButtons } from './PurchaseButtons'
export type { PurchasableItem } from './purchasable-item'
