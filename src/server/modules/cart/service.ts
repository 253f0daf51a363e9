import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { CartProduct, CartShopGroup } from '@shared/contracts/cart'
import { CART_MAX_LINES, isPurchasable, maxCartQuantity } from '@shared/orders/cart-rules'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { MessageKey } from '@server/i18n/messages'
import { findProductsForPurchase, type PurchasableProductRow } from '@server/modules/catalog/purchasable'
import { shopLogoUrl } from '@server/modules/media/urls'
import { cartItems } from './tables'

const refuse = (key: MessageKey, params: Record<string, string> = {}, field = 'product_id') =>
  new AppError(422, key, params, { [field]: [key] })

function shopFacts(shopId: number) {
  const shop = findShop(shopId)
  return {
    name: shop?.name ?? String(shopId),
    path: shop?.path ?? String(shopId),
    can_buy_more: shop?.can_buy_more ?? false,
    kind: shop?.kind ?? 'market',
  }
}

export function productUrl(shopId: number, productId: number): string {
  const shop = findShop(shopId)
  return shop?.kind === 'internal' ? `/products/${shop.path}/${productId}` : `/other-market/${shopId}/${productId}`
}

type CartRow = typeof cartItems.$inferSelect

function toCartProduct(row: CartRow, product: PurchasableProductRow | undefined): CartProduct {
  const shop = shopFacts(product?.shopId ?? row.shopId)
  if (!product) {
    return {
      id: null,
      product_id: row.productId,
      name: '',
      price: 0,
      init_price: 0,
      tax_percent: 0,
      image_url: '',
      url: '',
      shop_id: row.shopId,
      quantity: row.quantity,
      sale_status: '',
      max_quantity: 0,
    }
  }
  return {
    id: product.id,
    product_id: product.id,
    name: product.name,
    price: product.price,
    init_price: product.initialPrice,
    tax_percent: product.taxPercent,
    image_url: product.imageUrl,
    url: productUrl(product.shopId, product.id),
    shop_id: product.shopId,
    quantity: row.quantity,
    sale_status: product.saleStatus,
    max_quantity: maxCartQuantity(shop),
  }
}

/** The customer's cart grouped per shop: groups in the order their first line was added. */
export async function loadCart(db: Database, userId: number): Promise<CartShopGroup[]> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId))
  const products = await findProductsForPurchase(
    db,
    rows.map((row) => row.productId),
  )
  const groups = new Map<number, CartShopGroup>()
  for (const row of rows) {
    const item = toCartProduct(row, products.get(row.productId))
    let group = groups.get(item.shop_id)
    if (!group) {
      const shop = shopFacts(item.shop_id)
      group = {
        shop_id: item.shop_id,
        shop_logo: shopLogoUrl(shop.path),
        shop_name: shop.name,
        is_can_buy_more: shop.can_buy_more,
        products: [],
      }
      groups.set(item.shop_id, group)
    }
    group.products.push(item)
  }
  return [...groups.values()]
}

/** Why a product cannot be bought in this quantity, as an AppError (null when it can). Orders reuse it. */
export function purchaseRefusal(product: PurchasableProductRow | undefined, quantity: number, field = 'product_id'): AppError | null {
  if (!product) return refuse('cartProductNotFound', {}, field)
  if (product.saleStatus === 'sold_out') return refuse('cartProductSoldOut', { product: product.name }, field)
  if (!isPurchasable({ sale_status: product.saleStatus, price: product.price }))
    return refuse('cartProductUnavailable', { product: product.name }, field)
  const max = maxCartQuantity(shopFacts(product.shopId))
  if (quantity > max)
    return refuse('cartQuantityTooLarge', { max: String(max), product: product.name }, field === 'product_id' ? 'quantity' : field)
  return null
}

/**
 * Sets one line's absolute quantity (adds the line when missing); 0 removes it. Idempotent: the
 * same request twice leaves the same cart. A product that is gone, not on sale, or a quantity the
 * shop cannot sell is refused (422); removing is always allowed.
 */
export async function setCartQuantity(db: Database, userId: number, productId: number, quantity: number): Promise<void> {
  if (quantity <= 0) {
    await removeCartItems(db, userId, [productId])
    return
  }
  const product = (await findProductsForPurchase(db, [productId])).get(productId)
  const refusal = purchaseRefusal(product, quantity)
  if (refusal) throw refusal
  const [{ lines }] = await db.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId))
  if (lines >= CART_MAX_LINES) {
    const [existing] = await db
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    if (!existing) throw refuse('cartFull', { max: String(CART_MAX_LINES) })
  }
  await db
    .insert(cartItems)
    .values({ userId, productId, shopId: product!.shopId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity, shopId: product!.shopId, updatedAt: new Date() },
    })
}

/** Removes these lines of the customer's cart (absent ones are ignored). */
export async function removeCartItems(db: Database, userId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, [...new Set(productIds)])))
}
