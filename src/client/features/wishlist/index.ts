/**
 * The wishlist feature's surface for other features' pages (product, market and auction pages):
 * the To wishlist button and the entry's shape. The header's wishlist dropdown pieces are wired
 * by the header itself: re-exported here, every page importing this file would pull the header's
 * modules (and their styles) into its own chunks.
 */
export type { WishlistItem } from './use-wishlist'
export { WishlistToggle } from './WishlistToggle'
export { WishlistDropdown } from './WishlistDropdown'
