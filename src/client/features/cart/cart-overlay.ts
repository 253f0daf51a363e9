import type { CartProduct, CartShopGroup } from '@shared/contracts/cart'

/** What a line not yet in the server's cart looks like until the server answers (offline adds). */
export type CartLineSnapshot = {
  product: CartProduct
  shop: Pick<CartShopGroup, 'shop_id' | 'shop_name' | 'shop_logo' | 'is_can_buy_more'>
}

/**
 * One cart write: the line's ABSOLUTE quantity (0 removes it), so replaying it changes nothing.
 * Everything the write needs travels in its variables: it may run after a reload, from IndexedDB.
 */
export type CartWrite = {
  userId: number
  product_id: number
  quantity: number
  /** 'add': from a product page (the customer hears when it lands); 'cart': from the cart screen. */
  source: 'add' | 'cart'
  /** The product's name, for messages about this write. */
  name: string
  snapshot?: CartLineSnapshot
}

/** The server's cart with the writes still waiting applied on top, in order (what the customer sees). */
export function applyPendingWrites(groups: readonly CartShopGroup[], writes: readonly CartWrite[]): CartShopGroup[] {
  let result = groups.map((group) => ({ ...group, products: [...group.products] }))
  for (const write of writes) {
    const group = result.find((entry) => entry.products.some((line) => line.product_id === write.product_id))
    if (write.quantity <= 0) {
      if (group) group.products = group.products.filter((line) => line.product_id !== write.product_id)
    } else if (group) {
      group.products = group.products.map((line) => (line.product_id === write.product_id ? { ...line, quantity: write.quantity } : line))
    } else if (write.snapshot) {
      const line = { ...write.snapshot.product, quantity: write.quantity }
      const shopGroup = result.find((entry) => entry.shop_id === write.snapshot!.shop.shop_id)
      if (shopGroup) shopGroup.products.push(line)
      else result.push({ ...write.snapshot.shop, products: [line] })
    }
    result = result.filter((entry) => entry.products.length > 0)
  }
  return result
}
