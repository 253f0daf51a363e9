/**
 * The cart feature's surface for other features' pages (product, market and auction pages):
 * Buy now / Add to cart for an item of any shop. The header cart and the cart page are wired
 * by the header and the /cart route.
 */
export { PurchaseButtons } from './PurchaseButtons'
export type { PurchasableItem } from './purchasable-item'
export { CartDropdown } from './CartDropdown'
export { CartPage } from './CartPage'
export { cartSearchSchema } from './cart-search'
export { registerCartWrites } from './cart-writes'
