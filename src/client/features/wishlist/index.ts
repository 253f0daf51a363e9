/** The wishlist feature's surface for other features. */
export { useWishlist, type WishlistItem } from './use-wishlist'
export { WishlistBadge, WishlistList } from './WishlistList'
export { WishlistToggle } from './WishlistToggle'
export { wishlistItemHref, wishlistItemRef } from './wishlist-href'
