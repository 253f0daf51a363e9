import { and, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { StaffSearchResults } from '@shared/contracts/admin/customers'
import { orderCode } from '@shared/contracts/order'
import { rolesAllow, type StaffRole } from '@shared/staff/roles'
import { orderIdOfCode, phoneDigits, SEARCH_KIND_ROLES, SEARCH_LIMIT, type SearchKind } from '@shared/staff/search'
import type { Database } from '@server/db/client'
import { foldedSql } from '@server/db/fold'
import { containing } from '@server/db/like'
import { addresses } from '@server/modules/addresses/tables'
import { products } from '@server/modules/catalog/tables'
import { orders, owningBoxes } from '@server/modules/orders/tables'
import { bankTransfers } from '@server/modules/payments/tables'
import { users } from '@server/modules/users/tables'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/**
 * The text the query is matched with, per kind: folded (no accents, lower case) for names, and for a
 * phone typed with spaces or dashes its digits alone (stored phones are digits, perhaps with a +).
 */
type Needle = { folded: string; digits: string | null; orderId: number | null; upper: string }

const needleOf = (query: string): Needle => ({
  folded: foldSearchText(query),
  digits: phoneDigits(query),
  orderId: orderIdOfCode(query),
  upper: query.trim().toUpperCase(),
})

/** Folded text contains the query (the trigram indexes of migration 0026 hold the same expressions). */
function foldedContains(stored: SQL, needle: Needle): SQL {
  const conditions = [like(stored, containing(needle.folded))]
  if (needle.digits && needle.digits !== needle.folded) conditions.push(like(stored, containing(needle.digits)))
  return or(...conditions)!
}

/** The default address stands in for a profile without a name or phone. */
const defaultAddressMatches = (needle: Needle) =>
  sql`exists (select 1 from ${addresses} where ${addresses.userId} = ${users.id} and ${addresses.isDefault} and (${users.name} is null or ${users.tel} is null) and ${foldedContains(foldedSql(addresses.consignee, addresses.tel), needle)})`

async function searchOrders(db: Database, needle: Needle): Promise<NonNullable<StaffSearchResults['orders']>> {
  const byText = or(
    foldedContains(foldedSql(orders.consignee, orders.tel), needle),
    foldedContains(foldedSql(users.name, users.tel, users.email), needle),
  )!
  const where = needle.orderId !== null ? or(eq(orders.id, needle.orderId), byText)! : byText
  const rows = await db
    .select({
      id: orders.id,
      statusId: orders.statusId,
      consignee: orders.consignee,
      tel: orders.tel,
      customerId: orders.customerId,
      customerName: users.name,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(where)
    // The order the code names first, then the newest.
    .orderBy(sql`${orders.id} = ${needle.orderId ?? 0} desc`, desc(orders.createdAt), desc(orders.id))
    .limit(SEARCH_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    code: orderCode(row.id),
    status_id: row.statusId,
    consignee: row.consignee,
    tel: row.tel,
    customer_id: row.customerId,
    customer_name: row.customerName,
    created_at: seconds(row.createdAt),
  }))
}

async function searchCustomers(db: Database, needle: Needle): Promise<NonNullable<StaffSearchResults['customers']>> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, tel: users.tel })
    .from(users)
    .where(or(foldedContains(foldedSql(users.name, users.tel, users.email), needle), defaultAddressMatches(needle)))
    .orderBy(desc(users.id))
    .limit(SEARCH_LIMIT)
  if (rows.length === 0) return []
  // A customer without a profile name or phone is shown with their default address's.
  const fallbacks = await db
    .select({ userId: addresses.userId, consignee: addresses.consignee, tel: addresses.tel })
    .from(addresses)
    .where(
      and(
        eq(addresses.isDefault, true),
        inArray(
          addresses.userId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return rows.map((row) => {
    const fallback = fallbacks.find((address) => address.userId === row.id)
    return { id: row.id, email: row.email, name: row.name ?? fallback?.consignee ?? null, tel: row.tel ?? fallback?.tel ?? null }
  })
}

/** A scanned box code is the whole code (case aside). */
async function searchBoxes(db: Database, needle: Needle): Promise<NonNullable<StaffSearchResults['boxes']>> {
  const rows = await db
    .select({ id: owningBoxes.id, boxId: owningBoxes.boxId, orderId: owningBoxes.orderId })
    .from(owningBoxes)
    .where(eq(sql`upper(${owningBoxes.boxId})`, needle.upper))
    .orderBy(desc(owningBoxes.id))
    .limit(SEARCH_LIMIT)
  return rows.map((row) => ({ id: row.id, box_id: row.boxId, order_id: row.orderId, order_code: orderCode(row.orderId) }))
}

/** A bank reference is the whole reference (case aside). */
async function searchTransfers(db: Database, needle: Needle): Promise<NonNullable<StaffSearchResults['transfers']>> {
  const rows = await db
    .select({
      id: bankTransfers.id,
      referenceCode: bankTransfers.referenceCode,
      amount: bankTransfers.amount,
      status: bankTransfers.status,
      orderId: bankTransfers.orderId,
      customerId: bankTransfers.customerId,
    })
    .from(bankTransfers)
    .where(eq(sql`upper(${bankTransfers.referenceCode})`, needle.upper))
    .orderBy(desc(bankTransfers.id))
    .limit(SEARCH_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    reference_code: row.referenceCode ?? '',
    amount: row.amount,
    status: row.status,
    order_id: row.orderId,
    order_code: row.orderId === null ? null : orderCode(row.orderId),
    customer_id: row.customerId,
  }))
}

async function searchProducts(db: Database, needle: Needle): Promise<NonNullable<StaffSearchResults['products']>> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(or(eq(sql`upper(${products.sku})`, needle.upper), like(products.searchText, containing(needle.folded))))
    .orderBy(sql`upper(${products.sku}) = ${needle.upper} desc`, desc(products.id))
    .limit(SEARCH_LIMIT)
  return rows
}

const SEARCHES: Record<SearchKind, (db: Database, needle: Needle) => Promise<unknown[]>> = {
  orders: searchOrders,
  customers: searchCustomers,
  boxes: searchBoxes,
  transfers: searchTransfers,
  products: searchProducts,
}

/**
 * The console's one search: each kind the member's roles open (SEARCH_KIND_ROLES), a few results of
 * each; a kind they may not open is not searched and not in the answer.
 */
export async function staffSearch(db: Database, roles: readonly StaffRole[], query: string): Promise<StaffSearchResults> {
  const needle = needleOf(query)
  if (needle.folded === '') return {}
  const kinds = (Object.keys(SEARCHES) as SearchKind[]).filter((kind) => rolesAllow(roles, SEARCH_KIND_ROLES[kind]))
  const found = await Promise.all(kinds.map((kind) => SEARCHES[kind](db, needle)))
  return Object.fromEntries(kinds.map((kind, index) => [kind, found[index]])) as StaffSearchResults
}
