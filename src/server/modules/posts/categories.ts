import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { PostCategory } from '@shared/contracts/posts'
import type { Locale } from '@shared/i18n/locales'
import { localizedName } from './localize'
import { postCategories, postCategoryLinks } from './tables'

/** Every blog category in sidebar order, named in the wanted language. */
export async function listPostCategories(db: Database, locale: Locale): Promise<PostCategory[]> {
  const rows = await db.select().from(postCategories).orderBy(asc(postCategories.position), asc(postCategories.id))
  return rows.map((row) => ({ id: row.id, name: localizedName(row.name, locale) }))
}

/** The categories of each post, in the post's own order (the first one leads suggestions). */
export async function categoriesOfPosts(db: Database, postIds: number[], locale: Locale): Promise<Map<number, PostCategory[]>> {
  const byPost = new Map<number, PostCategory[]>(postIds.map((id) => [id, []]))
  if (postIds.length === 0) return byPost
  const rows = await db
    .select({ postId: postCategoryLinks.postId, id: postCategories.id, name: postCategories.name })
    .from(postCategoryLinks)
    .innerJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
    .where(inArray(postCategoryLinks.postId, postIds))
    .orderBy(asc(postCategoryLinks.postId), asc(postCategoryLinks.position), asc(postCategories.id))
  for (const row of rows) byPost.get(row.postId)?.push({ id: row.id, name: localizedName(row.name, locale) })
  return byPost
}
