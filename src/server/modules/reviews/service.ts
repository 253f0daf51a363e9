import { and, asc, avg, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { isReviewable, type Review } from '@shared/contracts/catalog'
import type { User } from '@shared/contracts/user'
import { AppError } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { markCatalogChanged, lockProduct, setProductRating } from '@server/modules/catalog'
import { publicNameOf } from '@server/modules/users'
import { productReviews } from './tables'

type ReviewRow = typeof productReviews.$inferSelect

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export function toReview(row: ReviewRow, withReviewer: boolean): Review {
  const review: Review = {
    id: row.id,
    product_id: row.productId,
    star: row.star,
    comment: row.comment,
    username: row.reviewerName,
    created_at: unixSeconds(row.createdAt),
  }
  if (withReviewer) review.reviewer = { id: row.userId, name: row.reviewerName }
  return review
}

/** The name a review is signed with: the profile name, else the start of the e-mail address, masked. */
export function reviewerName(user: User): string {
  const name = user.name?.trim()
  if (name) return name
  const local = user.email?.split('@')[0] ?? ''
  return local ? `${local.slice(0, 2)}***` : `#${user.id}`
}

type ListOptions = {
  productId?: number
  star?: number
  sortField: 'created_at' | 'star'
  descending: boolean
  page: number
  perPage: number
  withReviewer: boolean
}

export async function listReviews(db: Database, options: ListOptions) {
  const conditions: SQL[] = []
  if (options.productId !== undefined) conditions.push(eq(productReviews.productId, options.productId))
  if (options.star !== undefined) conditions.push(eq(productReviews.star, options.star))
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const direction = options.descending ? desc : asc
  const order =
    options.sortField === 'star' ? [direction(productReviews.star), desc(productReviews.createdAt)] : [direction(productReviews.createdAt)]
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(...order, direction(productReviews.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: count() }).from(productReviews).where(where),
  ])
  return paginated(
    rows.map((row) => toReview(row, options.withReviewer)),
    total,
    options.page,
    options.perPage,
  )
}

const notReviewable = (key: 'productNotFound' | 'reviewProductNotReviewable') => new AppError(422, key, {}, { product_id: [key] })

/**
 * Stores the customer's review of a product, or edits it when they have written one already (one
 * review per customer and product), and in the same transaction the product's new star (average,
 * capped at 5) and reviews_count. The product row is locked first, so concurrent reviews of it are
 * all counted and a customer's parallel reviews end as one. A product not on sale yet is refused.
 */
export async function writeReview(
  db: Database,
  user: User,
  input: { productId: number; star: number; comment: string },
): Promise<{ review: Review; created: boolean }> {
  const { row, created } = await withTransaction(db, async (tx) => {
    const product = await lockProduct(tx, input.productId)
    if (!product) throw notReviewable('productNotFound')
    if (!isReviewable(product)) throw notReviewable('reviewProductNotReviewable')
    const created = !(await hasReviewed(tx, user.id, input.productId))
    // Signed with the name the customer gave, never one taken from a delivery address.
    const signer = { ...user, name: await publicNameOf(tx, user.id) }
    const content = { reviewerName: reviewerName(signer), star: input.star, comment: input.comment }
    const [written] = await tx
      .insert(productReviews)
      .values({ productId: input.productId, userId: user.id, ...content })
      .onConflictDoUpdate({ target: [productReviews.productId, productReviews.userId], set: content })
      .returning()
    const [rating] = await tx
      .select({ average: avg(productReviews.star), count: count() })
      .from(productReviews)
      .where(eq(productReviews.productId, input.productId))
    await setProductRating(tx, input.productId, { average: Number(rating.average), count: rating.count })
    return { row: written, created }
  })
  markCatalogChanged(db, 'content')
  return { review: toReview(row, true), created }
}

async function hasReviewed(tx: Database, userId: number, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
  return rows.length > 0
}

/** How many reviews gave each star, 5 to 1 (the product page's star bars). */
