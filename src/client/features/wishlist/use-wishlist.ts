import { useCallback, useSyncExternalStore } from 'react'
import {
  addToWishlist,
  getWishlist,
  isWishlistLoaded,
  NO_WISHLIST_ITEMS,
  removeFromWishlist,
  sameItem,
  subscribeWishlist,
  type WishlistItem,
} from './wishlist-store'

export type { WishlistItem } from './wishlist-store'

/** What a server-rendered page shows (the list lives in this browser's IndexedDB): not loaded yet. */
const serverItems = () => NO_WISHLIST_ITEMS
const serverLoaded = () => false

/** The wishlist's entries alone: a screen that shows only them is not drawn again when the stored list is read. */
export function useWishlistItems() {
  return useSyncExternalStore(subscribeWishlist, getWishlist, serverItems)
}

/** The wishlist, shared by every component (and tab) that shows it. */
export function useWishlist() {
  const items = useWishlistItems()
  const loaded = useSyncExternalStore(subscribeWishlist, isWishlistLoaded, serverLoaded)
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
