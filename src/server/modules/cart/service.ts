import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { OWN_SHOP_IDS, isOwnShop, ownProductId, productPath } from '@shared/catalog/product-path'
import type { CartProduct, CartShopGroup } from '@shared/contracts/cart'
import type { Locale } from '@shared/i18n/locales'
import { CART_MAX_LINES } from '@shared/orders/cart-rules'
import { findShop } from '@shared/shops/registry'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError } from '@server/http/app-error'
import { shopLogoUrl } from '@server/modules/media'
import { lineName, purchaseRefusal, snapshotOf, type ItemQuote, type ItemTarget, type Purchasing } from '@server/modules/purchasing'
import { cartItems } from './tables'

/** A line named by its shop and reference; shopId null: our own product named by id alone (older clients). */
export type CartTarget = ItemTarget

type CartRow = typeof cartItems.$inferSelect

function shopGroup(shopId: number): Omit<CartShopGroup, 'products'> {
  const shop = findShop(shopId)
  return {
    shop_id: shopId,
    shop_logo: shop ? shopLogoUrl(shop.path) : '',
    shop_name: shop?.name ?? String(shopId),
    is_can_buy_more: shop?.can_buy_more ?? false,
  }
}

/** Our own product's id for a line of one of our shops (null for market items). */
const ownIdOf = (shopId: number, itemRef: string) => (isOwnShop(shopId) ? ownProductId(itemRef) : null)

function toCartProduct(row: CartRow, quote: ItemQuote | undefined, locale: Locale): CartProduct {
  const line = { product_id: ownIdOf(row.shopId, row.itemRef), item_ref: row.itemRef, shop_id: row.shopId, quantity: row.quantity }
  if (!quote) {
    // Gone from its source: shown from the snapshot, with nothing to buy.
    return {
      ...line,
      id: null,
      found: false,
      name: lineName(row, locale),
      price: 0,
      init_price: 0,
      tax_percent: 0,
      image_url: row.imageUrl,
      url: '',
      variant: row.variant,
      sale_status: '',
      max_quantity: 0,
      price_pending: false,
    }
  }
  return {
    ...line,
    id: line.product_id,
    found: true,
    name: quote.names?.[locale] || quote.name,
    price: quote.price,
    init_price: quote.initialPrice,
    tax_percent: quote.taxPercent,
    image_url: quote.imageUrl,
    url: productPath(row.shopId, row.itemRef),
    variant: quote.variant,
    sale_status: quote.saleStatus,
    max_quantity: quote.maxQuantity,
    price_pending: quote.pricePending ?? false,
  }
}

/**
 * The customer's cart grouped per shop: groups in the order their first line was added; each line priced by its
 * source now and named in the reader's language.
 */
export async function loadCart(db: Database, purchasing: Purchasing, userId: number, locale: Locale): Promise<CartShopGroup[]> {
  const rows = await cartRows(db, userId)
  const quotes = await purchasing.quote(rows.map((row) => ({ shopId: row.shopId, itemRef: row.itemRef })))
  return groupedCart(rows, quotes, locale)
}

/**
 * A change of the customer's cart (`change`, in a transaction) and the cart after it, read in that
 * transaction, so that nothing is read after the commit: a failure answers 500 with the cart as it
 * was. The lines (and `adding`) are priced by quotes asked before it: purchasing reads through its own
 * database handle, which a transaction on PGlite's one connection would keep waiting.
 */
export async function changeCart(
  db: Database,
  purchasing: Purchasing,
  userId: number,
  locale: Locale,
  change: (tx: Database, added: readonly (ItemQuote | undefined)[]) => Promise<void>,
  adding: readonly CartTarget[] = [],
): Promise<CartShopGroup[]> {
  const lines = await db
    .select({ shopId: cartItems.shopId, itemRef: cartItems.itemRef })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
  const quotes = await purchasing.quote([...lines, ...adding])
  const byLine = new Map(quotes.flatMap((quote) => (quote ? [[`${quote.shopId}:${quote.itemRef}`, quote] as const] : [])))
  return withTransaction(db, async (tx) => {
    await change(tx, quotes.slice(lines.length))
    const rows = await cartRows(tx, userId)
    return groupedCart(
      rows,
      rows.map((row) => byLine.get(`${row.shopId}:${row.itemRef}`)),
      locale,
    )
  })
}

function cartRows(db: Database, userId: number): Promise<CartRow[]> {
  return (
    db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      // Lines added in the same instant keep the order they always had: our product ids ascending.
      .orderBy(asc(cartItems.createdAt), asc(sql`length(${cartItems.itemRef})`), asc(cartItems.itemRef), asc(cartItems.shopId))
  )
}

function groupedCart(rows: readonly CartRow[], quotes: readonly (ItemQuote | undefined)[], locale: Locale): CartShopGroup[] {
  const groups = new Map<number, CartShopGroup>()
  rows.forEach((row, index) => {
    const item = toCartProduct(row, quotes[index], locale)
    let group = groups.get(item.shop_id)
    if (!group) {
      group = { ...shopGroup(item.shop_id), products: [] }
      groups.set(item.shop_id, group)
    }
    group.products.push(item)
  })
  return [...groups.values()]
}

/** Field errors name what the request named: `product_id` in the older form, `item_ref` otherwise. */
const refusalFields = (target: CartTarget) => ({ item: target.shopId === null ? 'product_id' : 'item_ref', quantity: 'quantity' })

/** Advisory-lock class of cart writes that may add a line (the second key is the customer id). */
const CART_LOCK = 0x63617274

async function lineExists(db: Database, userId: number, quote: ItemQuote): Promise<boolean> {
  const [row] = await db
    .select({ itemRef: cartItems.itemRef })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.shopId, quote.shopId), eq(cartItems.itemRef, quote.itemRef)))
  return row !== undefined
}

/**
 * Sets one line's absolute quantity (adds the line when missing); 0 removes it. Idempotent: the
 * same request twice leaves the same cart. An item its source does not know, cannot sell now, or
 * a quantity the shop cannot sell is refused (422); removing is always allowed. The line's
 * snapshot is written from `quote`, the source's quote asked before (see changeCart). The line count
 * is checked and the line written under the customer's lock, so parallel adds never take the cart past
 * CART_MAX_LINES.
 */
export async function setCartQuantity(db: Database, userId: number, target: CartTarget, quote: ItemQuote | undefined, quantity: number) {
  if (quantity <= 0) {
    await removeCartItems(db, userId, [target])
    return
  }
  const refusal = purchaseRefusal(target.shopId, quote, quantity, refusalFields(target))
  if (refusal || !quote) throw refusal
  const snapshot = snapshotOf(quote)
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, ${userId})`)
    const [{ lines }] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, userId))
    if (lines >= CART_MAX_LINES && !(await lineExists(tx, userId, quote))) {
      throw new AppError(422, 'cartFull', { max: String(CART_MAX_LINES) }, { [refusalFields(target).item]: ['cartFull'] })
    }
    await tx
      .insert(cartItems)
      .values({ userId, shopId: quote.shopId, itemRef: quote.itemRef, quantity, ...snapshot })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.shopId, cartItems.itemRef],
        set: { quantity, ...snapshot, updatedAt: new Date() },
      })
  })
}

/** Removes these lines of the customer's cart (absent ones are ignored); shopId null: that product in any of our shops. */
export async function removeCartItems(db: Database, userId: number, targets: readonly CartTarget[]): Promise<void> {
  if (targets.length === 0) return
  const byShop = new Map<number | null, Set<string>>()
  for (const target of targets) byShop.set(target.shopId, (byShop.get(target.shopId) ?? new Set()).add(target.itemRef))
  const lines: SQL[] = [...byShop].map(
    ([shopId, refs]) =>
      and(shopId === null ? inArray(cartItems.shopId, OWN_SHOP_IDS) : eq(cartItems.shopId, shopId), inArray(cartItems.itemRef, [...refs]))!,
  )
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), or(...lines)))
}
