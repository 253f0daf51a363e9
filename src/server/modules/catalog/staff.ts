import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { AdminProduct, ProductUpdateBody, SaleStatus } from '@shared/contracts/admin/content'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Paginated } from '@shared/http/list-query'
import type { Database } from '@server/db/client'
import { AppError, notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite } from '@server/modules/audit'
import { markCatalogChanged } from './cache'
import { containsPattern } from './product-list'
import { products } from './tables'

const toAdminProduct = (row: typeof products.$inferSelect): AdminProduct => ({
  id: row.id,
  shop_id: row.supplierId,
  sku: row.sku,
  name: row.name,
  price: row.price,
  initial_price: row.initialPrice,
  sale_status: row.saleStatus,
  updated_at: Math.floor(row.updatedAt.getTime() / 1000),
})

export type StaffProductQuery = { search?: string; shopId?: number; saleStatus?: string; page: number; perPage: number }

/** Our own products by id, SKU or name (the folded name the shop's search uses), newest change first. */
export async function listProductsForStaff(db: Database, query: StaffProductQuery): Promise<Paginated<AdminProduct>> {
  const conditions: SQL[] = []
  if (query.search) {
    const byName = sql`${products.searchText} like ${containsPattern(foldSearchText(query.search))}`
    const bySku = eq(products.sku, query.search)
    conditions.push(
      /^\d{1,9}$/.test(query.search)
        ? sql`(${eq(products.id, Number(query.search))} or ${bySku} or ${byName})`
        : sql`(${bySku} or ${byName})`,
    )
  }
  if (query.shopId !== undefined) conditions.push(eq(products.supplierId, query.shopId))
  if (query.saleStatus) conditions.push(eq(products.saleStatus, query.saleStatus as SaleStatus))
  const where = and(...conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(products).where(where),
  ])
  return paginated(rows.map(toAdminProduct), total, query.page, query.perPage)
}

export async function findProductForStaff(db: Database, id: number): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row) throw notFound()
  return toAdminProduct(row)
}

/**
 * Changes a product's price, initial price or sale state, audited. The catalogue's response caches
 * are cleared at once (lists filter and sort by price and state): customers see the change on
 * their next request, and carts and new orders are priced from the product row anyway.
 */
export async function updateProductForStaff<Answer>(
  db: Database,
  actor: AuditActor,
  id: number,
  body: ProductUpdateBody,
  now: Date,
  answerOf: (tx: Database) => Promise<Answer>,
): Promise<Answer> {
  const { changed, answer } = await auditedWrite(db, actor, async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update')
    if (!row) throw notFound()
    const before = { price: row.price, initial_price: row.initialPrice, sale_status: row.saleStatus }
    const after = {
      price: body.price ?? row.price,
      initial_price: body.initial_price ?? row.initialPrice,
      sale_status: body.sale_status ?? row.saleStatus,
    }
    if (after.price > after.initial_price) throw new AppError(422, 'productPriceAboveInitial', {}, { price: ['productPriceAboveInitial'] })
    if (JSON.stringify(before) === JSON.stringify(after)) return { result: { changed: false, answer: await answerOf(tx) }, audit: null }
    await tx
      .update(products)
      .set({ price: after.price, initialPrice: after.initial_price, saleStatus: after.sale_status, updatedAt: now })
      .where(eq(products.id, id))
    // The answer is read in the transaction: nothing is read after the commit.
    const answer = await answerOf(tx)
    return { result: { changed: true, answer }, audit: { action: 'product.update', subjectType: 'product', subjectId: id, before, after } }
  })
  // After the commit (the caches are this database handle's): the public answers follow at once.
  if (changed) markCatalogChanged(db)
  return answer
}
