import { isOwnShop, ownItemRef } from '@shared/catalog/product-path'
import type { CartLineRef, CartProduct, CartShopGroup } from '@shared/contracts/cart'
import { cartLineKey } from '@shared/orders/cart-rules'

/** What a line not yet in the server's cart looks like until the server answers (offline adds). */
export type CartLineSnapshot = {
  product: CartProduct
  shop: Pick<CartShopGroup, 'shop_id' | 'shop_name' | 'shop_logo' | 'is_can_buy_more'>
}

/**
 * One cart write: the line's ABSOLUTE quantity (0 removes it), so replaying it changes nothing.
 * Everything the write needs travels in its variables: it may run after a reload, from IndexedDB.
 */
export type CartWrite = CartLineRef & {
  userId: number
  quantity: number
  /** 'add': from a product page (the customer hears when it lands); 'cart': from the cart screen. */
  source: 'add' | 'cart'
  /** The item's name, for messages about this write. */
  name: string
  snapshot?: CartLineSnapshot
}

/** A write queued by the app before item references, restored from IndexedDB: our own product by id. */
type LegacyCartWrite = Omit<CartWrite, keyof CartLineRef> & { product_id: number }

/** Any write that may be waiting in the queue. */
export type QueuedCartWrite = CartWrite | LegacyCartWrite

/** The line a write names; shop_id null: our own product, in whichever of our shops sells it. */
export type WriteTarget = { shop_id: number | null; item_ref: string }

export function writeTarget(write: QueuedCartWrite): WriteTarget {
  if ('item_ref' in write) return { shop_id: write.shop_id, item_ref: write.item_ref }
  return { shop_id: write.snapshot?.shop.shop_id ?? null, item_ref: ownItemRef(write.product_id) }
}

export function isTargetOf(line: CartLineRef, target: WriteTarget): boolean {
  return line.item_ref === target.item_ref && (target.shop_id === null ? isOwnShop(line.shop_id) : line.shop_id === target.shop_id)
}

type StoredLine = Omit<CartProduct, 'item_ref' | 'found' | 'variant'> & Partial<Pick<CartProduct, 'item_ref' | 'found' | 'variant'>>

/** A line cached by the app before item references (restored from IndexedDB), in today's shape. */
function upgradedLine(line: StoredLine): CartProduct {
  if (line.item_ref !== undefined && line.found !== undefined) return line as CartProduct
  return { ...line, item_ref: ownItemRef(line.product_id ?? 0), found: line.id !== null, variant: line.variant ?? '' }
}

/** The server's cart with the writes still waiting applied on top, in order (what the customer sees). */
export function applyPendingWrites(groups: readonly CartShopGroup[], writes: readonly QueuedCartWrite[]): CartShopGroup[] {
  let result = groups.map((group) => ({ ...group, products: group.products.map(upgradedLine) }))
  for (const write of writes) {
    const target = writeTarget(write)
    const group = result.find((entry) => entry.products.some((line) => isTargetOf(line, target)))
    if (write.quantity <= 0) {
      if (group) group.products = group.products.filter((line) => !isTargetOf(line, target))
    } else if (group) {
      group.products = group.products.map((line) => (isTargetOf(line, target) ? { ...line, quantity: write.quantity } : line))
    } else if (write.snapshot) {
      const line = { ...upgradedLine(write.snapshot.product), quantity: write.quantity }
      const shopGroup = result.find((entry) => entry.shop_id === write.snapshot!.shop.shop_id)
      if (shopGroup) shopGroup.products.push(line)
      else result.push({ ...write.snapshot.shop, products: [line] })
    }
    result = result.filter((entry) => entry.products.length > 0)
  }
  return result
}

/** The keys (cartLineKey) of the shown lines that these writes are about. */
export function lineKeysOf(groups: readonly CartShopGroup[], writes: readonly QueuedCartWrite[]): Set<string> {
  const lines = groups.flatMap((group) => group.products)
  const keys = new Set<string>()
  for (const write of writes) {
    const line = lines.find((entry) => isTargetOf(entry, writeTarget(write)))
    if (line) keys.add(cartLineKey(line))
  }
  return keys
}
