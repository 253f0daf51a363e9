import { eq, inArray } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { postInputSchema, type PostInput, type PostText } from '@shared/contracts/posts'
import { LOCALES } from '@shared/i18n/locales'
import { sanitizeStaffHtml, toPlainText } from '@server/content/sanitize-html'
import { AppError } from '@server/http/app-error'
import { postCategories, postCategoryLinks, postTranslations, posts } from './tables'

/** The one place post text is cleaned: content keeps allow-listed HTML, the description becomes text. */
export function sanitizePostText(text: PostText): PostText {
  return {
    title: toPlainText(text.title),
    description: toPlainText(text.description),
    content: sanitizeStaffHtml(text.content),
  }
}

/**
 * Refuses (422, per field) what would be stored wrong: a title that cleaning empties (`<b></b>`,
 * `<script>…</script>`) and categories that do not exist. Checked before anything is written, so a
 * refused post leaves nothing behind, and what is stored always reads back.
 */
async function checkPost(db: Database, post: PostInput): Promise<void> {
  for (const locale of LOCALES) {
    const text = post.versions[locale]
    if (text && !sanitizePostText(text).title.trim())
      throw new AppError(422, 'postTextEmptyAfterCleaning', {}, { [`versions.${locale}.title`]: ['postTextEmptyAfterCleaning'] })
  }
  const ids = [...new Set(post.category_ids)]
  if (ids.length === 0) return
  const known = await db.select({ id: postCategories.id }).from(postCategories).where(inArray(postCategories.id, ids))
  if (known.length !== ids.length) throw new AppError(422, 'postCategoryUnknown', {}, { category_ids: ['postCategoryUnknown'] })
}

export type PostWriteOptions = {
  /** A fixed id (the seed's demo posts); otherwise the database picks one. */
  id?: number
  createdAt?: Date
  updatedAt?: Date
}

/**
 * Stores a post with its language versions and categories, sanitised, replacing whatever the
 * post had. Every way of writing a post (staff tools, the seed) goes through here.
 */
export async function savePost(db: Database, input: PostInput, options: PostWriteOptions = {}): Promise<number> {
  const post = postInputSchema.parse(input)
  await checkPost(db, post)
  const now = new Date()
  return withTransaction(db, async (tx) => {
    const values = {
      coverUrl: post.cover_url,
      published: post.published,
      creatorName: post.creator_name,
      updatedAt: options.updatedAt ?? now,
    }
    const [{ id }] = await tx
      .insert(posts)
      .values({ ...(options.id ? { id: options.id } : {}), ...values, createdAt: options.createdAt ?? now })
      .onConflictDoUpdate({ target: posts.id, set: values })
      .returning({ id: posts.id })
    await tx.delete(postTranslations).where(eq(postTranslations.postId, id))
    const versions = LOCALES.flatMap((locale) => {
      const text = post.versions[locale]
      return text ? [{ postId: id, locale, ...sanitizePostText(text) }] : []
    })
    await tx.insert(postTranslations).values(versions)
    await tx.delete(postCategoryLinks).where(eq(postCategoryLinks.postId, id))
    const links = [...new Set(post.category_ids)].map((categoryId, position) => ({ postId: id, categoryId, position }))
    if (links.length > 0) await tx.insert(postCategoryLinks).values(links)
    return id
  })
}
