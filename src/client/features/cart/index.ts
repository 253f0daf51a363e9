/**
 * The cart feature's surface for other features' pages (product, market and auction pages):
 * Buy now / Add to cart for an item of any shop, and the checkout panel (the markets' direct
 * order uses it for one item). The header cart and the cart page are wired by the header and the /cart route.
 */
export { Checkout } from './Checkout'
export type { CheckoutResult } from './create-orders'
export { PurchaseButtons } from './PurchaseButtons'
export type { PurchasableItem } from './purchasable-item'
export { CartDropdown } from './CartDropdown'
export { CartPage } from './CartPage'
export { cartSearchSchema } from './cart-search'
export { registerCartWrites } from './cart-writes'
