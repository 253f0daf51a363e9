import { inArray, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { productReviews } from '@server/modules/reviews'
import { users } from '@server/modules/users'
import { insertMissing } from '@server/seed/batches'
import { randomFor, type Random } from '@server/seed/random'

/**
 * The demo catalogue's reviews (issue 26): a product's star is the average of reviews that exist, so
 * the next review moves it as a real shop's would (a bare seeded figure was replaced by the first
 * review: 4.3 → 1.0). About a third of the products have none yet (their page says so).
 */
const REVIEWERS = [
  'Nguyễn Thị Lan',
  'Trần Minh Quân',
  'Lê Thu Hà',
  'Phạm Quốc Huy',
  'Hoàng Ngọc Mai',
  'Vũ Đức Anh',
  'Đặng Thảo Vy',
  'Bùi Gia Bảo',
  'Đỗ Khánh Linh',
  'Ngô Thanh Tùng',
  'Dương Mỹ Duyên',
  'Lý Hoài Nam',
] as const

const COMMENTS: Record<number, readonly string[]> = {
  5: ['Hàng chuẩn Nhật, đóng gói rất cẩn thận.', 'Dùng rất thích, sẽ mua lại.', 'Giao nhanh hơn dự kiến, sản phẩm y hình.'],
  4: ['Sản phẩm tốt, chỉ giao hơi lâu.', 'Chất lượng ổn, giá hợp lý.', 'Đúng mô tả, hộp hơi móp một chút.'],
  3: ['Tạm ổn so với giá.', 'Dùng được, không như kỳ vọng lắm.'],
  2: ['Màu khác ảnh khá nhiều.'],
  1: ['Hộp bị móp khi nhận.'],
}

const NO_REVIEWS_SHARE = 1 / 3
const MAX_REVIEWS = 6
const DAY_MS = 86_400_000

type SeededProduct = { id: number; star: number; createdAt?: Date | null }

/** Demo reviewers as customers (known by their uid, so a re-seed finds the same ones). */
async function demoReviewers(db: Database): Promise<{ id: number; name: string }[]> {
  const rows = REVIEWERS.map((name, index) => ({ firebaseUid: `demo-reviewer-${index + 1}`, name }))
  await insertMissing(db, users, rows)
  const found = await db
    .select({ id: users.id, uid: users.firebaseUid, name: users.name })
    .from(users)
    .where(
      inArray(
        users.firebaseUid,
        rows.map((row) => row.firebaseUid),
      ),
    )
  return rows.flatMap((row) => found.filter((user) => user.uid === row.firebaseUid).map((user) => ({ id: user.id, name: row.name })))
}

/** Stars around the product's figure: each the figure's floor or ceiling, so their average comes near it. */
function starsAround(random: Random, target: number, count: number): number[] {
  const floor = Math.floor(target)
  return Array.from({ length: count }, () => Math.max(1, Math.min(5, random() < target - floor ? floor + 1 : floor)))
}

function reviewsOf(product: SeededProduct, reviewers: { id: number; name: string }[], now: number) {
  const random = randomFor(`reviews:${product.id}`)
  if (random() < NO_REVIEWS_SHARE) return []
  const count = 1 + Math.floor(random() * MAX_REVIEWS)
  const first = Math.floor(random() * reviewers.length)
  const since = product.createdAt?.getTime() ?? now - 120 * DAY_MS
  return starsAround(random, Number(product.star), count).map((star, index) => {
    const reviewer = reviewers[(first + index) % reviewers.length]
    const comments = COMMENTS[star]
    return {
      productId: product.id,
      userId: reviewer.id,
      reviewerName: reviewer.name,
      star,
      comment: comments[Math.floor(random() * comments.length)],
      createdAt: new Date(Math.min(now, since + Math.floor(random() * Math.max(1, now - since)))),
    }
  })
}

/**
 * Writes the demo products' reviews (those missing) and sets every reviewed product's star and
 * count from its reviews, as the reviews module does after a review.
 */
export async function seedDemoReviews(db: Database, seeded: readonly SeededProduct[], now = Date.now()): Promise<void> {
  const reviewers = await demoReviewers(db)
  await insertMissing(
    db,
    productReviews,
    seeded.flatMap((product) => reviewsOf(product, reviewers, now)),
  )
  await db.execute(sql`
    update products set star = least(5, round(reviewed.average, 2)), reviews_count = reviewed.count
    from (select product_id, avg(star)::numeric as average, count(*)::int as count from product_reviews group by product_id) as reviewed
    where products.id = reviewed.product_id and (products.reviews_count <> reviewed.count or products.star <> least(5, round(reviewed.average, 2)))`)
}
