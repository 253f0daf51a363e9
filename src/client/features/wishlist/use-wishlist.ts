import { useCallback, useSyncExternalStore } from 'react'
import {
  addToWishlist,
  getWishlist,
  isWishlistLoaded,
  removeFromWishlist,
  sameItem,
  subscribeWishlist,
  type WishlistItem,
} from './wishlist-store'

export type { WishlistItem } from './wishlist-store'

/** The wishlist, shared by every component (and tab) that shows it. */
export function useWishlist() {
  const items = useSyncExternalStore(subscribeWishlist, getWishlist)
  const loaded = useSyncExternalStore(subscribeWishlist, isWishlistLoaded)
  return { items, loaded, add: addToWishlist, remove: removeFromWishlist }
}

/** Whether one product is in the wishlist, with a toggle that adds or removes it. */
export function useWishlistEntry(item: WishlistItem | undefined) {
  const { items, loaded } = useWishlist()
  const saved = item ? items.some((entry) => sameItem(entry, item)) : false
  const toggle = useCallback(async () => {
    if (!item) return
    if (saved) await removeFromWishlist(item)
    else await addToWishlist(item)
  }, [item, saved])
  return { saved, loaded, toggle }
}
