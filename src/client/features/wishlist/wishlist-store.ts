import { get, set } from 'idb-keyval'

/** A wishlist entry kept in the browser (spec §3 Wishlist item); prices are in yen. */
export type WishlistItem = {
  id: number | string
  name: string
  price: number
  init_price: number
  shop_id: number
  shop_name: string
  image_url: string
  /** Extra address part of market products (other-market detail's `append` query); empty for own shops. */
  append?: string
}

const STORAGE_KEY = 'wishlist'
const CHANNEL_NAME = 'storefront-wishlist'

type Listener = () => void

/** The list before it is read, on the server too: one value, so a hydrated screen need not be drawn again. */
export const NO_WISHLIST_ITEMS: readonly WishlistItem[] = []

let items: readonly WishlistItem[] = NO_WISHLIST_ITEMS
let loaded = false
let loading: Promise<void> | null = null
const listeners = new Set<Listener>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)

export const sameItem = (a: Pick<WishlistItem, 'id' | 'shop_id'>, b: Pick<WishlistItem, 'id' | 'shop_id'>) =>
  String(a.id) === String(b.id) && a.shop_id === b.shop_id

function isWishlistItem(value: unknown): value is WishlistItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Record<string, unknown>
  return (
    (typeof item.id === 'number' || typeof item.id === 'string') &&
    typeof item.name === 'string' &&
    typeof item.price === 'number' &&
    typeof item.shop_id === 'number'
  )
}

function emit() {
  listeners.forEach((listener) => listener())
}

async function readStored(): Promise<WishlistItem[]> {
  try {
    const stored = await get<unknown>(STORAGE_KEY)
    return Array.isArray(stored) ? stored.filter(isWishlistItem) : []
  } catch {
    // IndexedDB unavailable (e.g. some private modes): the list lives in memory for this visit.
    return []
  }
}

/** Same entries in the same order: the screens keep the list they have (nothing to draw again). */
const sameList = (a: readonly WishlistItem[], b: readonly WishlistItem[]) => JSON.stringify(a) === JSON.stringify(b)

async function reload() {
  const stored = await readStored()
  const changed = !sameList(stored, items)
  if (changed) items = stored
  if (loaded && !changed) return
  loaded = true
  emit()
}

/** Reads the stored list once (at start-up, spec §7); later changes keep memory and storage in step. */
export function loadWishlist(): Promise<void> {
  loading ??= reload()
  return loading
}

// Other tabs' changes arrive here, so every open tab shows the same list.
channel?.addEventListener('message', () => void reload())

async function write(next: WishlistItem[]) {
  items = next
  loaded = true
  emit()
  try {
    await set(STORAGE_KEY, next)
  } catch {
    // Storage refused (quota, private mode): the change holds for this visit only.
  }
  channel?.postMessage('changed')
}

export function getWishlist(): readonly WishlistItem[] {
  return items
}

export function isWishlistLoaded(): boolean {
  return loaded
}

export function subscribeWishlist(listener: Listener): () => void {
  listeners.add(listener)
  void loadWishlist()
  return () => listeners.delete(listener)
}

/** Adds the item (newest first) or refreshes its stored fields when already there. */
export async function addToWishlist(item: WishlistItem): Promise<void> {
  await loadWishlist()
  await write([item, ...items.filter((entry) => !sameItem(entry, item))])
}

export async function removeFromWishlist(item: Pick<WishlistItem, 'id' | 'shop_id'>): Promise<void> {
  await loadWishlist()
  await write(items.filter((entry) => !sameItem(entry, item)))
}
