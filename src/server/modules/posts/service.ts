import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '@server/db/client'
import type { PostDetail, PostSummary } from '@shared/contracts/posts'
import type { Paginated } from '@shared/http/list-query'
import type { Locale } from '@shared/i18n/locales'
import { notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { categoriesOfPosts } from './categories'
import { unixSeconds } from './localize'
import { postCategoryLinks, postTranslations, posts } from './tables'

export type PostListOptions = {
  /** The customer's `filter[publish]`: false asks for drafts, which are never served (empty list). */
  publish?: boolean
  categoryIds?: number[]
  excludeIds?: number[]
  sortField: 'updated_at' | 'created_at' | 'id'
  descending: boolean
  page: number
  perPage: number
  withCategories: boolean
}

// The Vietnamese source and the version in the request's language (when there is one).
const source = alias(postTranslations, 'source')
const wanted = alias(postTranslations, 'wanted')

function translationJoins(locale: Locale) {
  return {
    source: and(eq(source.postId, posts.id), eq(source.locale, 'vi')),
    wanted: and(eq(wanted.postId, posts.id), eq(wanted.locale, locale)),
  }
}

/** The published posts matching the options: the only rows any customer query can reach. */
function visibleWhere(options: Pick<PostListOptions, 'categoryIds' | 'excludeIds'>): SQL {
  const conditions: SQL[] = [eq(posts.published, true)]
  if (options.categoryIds?.length) {
    conditions.push(
      sql`${posts.id} in (select ${postCategoryLinks.postId} from ${postCategoryLinks} where ${inArray(postCategoryLinks.categoryId, options.categoryIds)})`,
    )
  }
  if (options.excludeIds?.length) conditions.push(notInArray(posts.id, options.excludeIds))
  return and(...conditions) as SQL
}

const SORT_COLUMNS = { updated_at: posts.updatedAt, created_at: posts.createdAt, id: posts.id } as const

/** GET /api/posts: published posts in the request's language, newest first by default. */
export async function listPosts(db: Database, options: PostListOptions, locale: Locale): Promise<Paginated<PostSummary>> {
  if (options.publish === false) return paginated([], 0, options.page, options.perPage)
  const where = visibleWhere(options)
  const joins = translationJoins(locale)
  const direction = options.descending ? desc : asc
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: posts.id,
        coverUrl: posts.coverUrl,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
        sourceTitle: source.title,
        sourceDescription: source.description,
        wantedLocale: wanted.locale,
        wantedTitle: wanted.title,
        wantedDescription: wanted.description,
      })
      .from(posts)
      .innerJoin(source, joins.source)
      .leftJoin(wanted, joins.wanted)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[options.sortField]), direction(posts.id))
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(posts).innerJoin(source, joins.source).where(where),
  ])
  const categories = options.withCategories
    ? await categoriesOfPosts(
        db,
        rows.map((row) => row.id),
        locale,
      )
    : null
  const data = rows.map((row): PostSummary => {
    const translated = row.wantedLocale !== null
    return {
      id: row.id,
      title: translated ? row.wantedTitle! : row.sourceTitle,
      description: translated ? row.wantedDescription! : row.sourceDescription,
      cover_url: row.coverUrl,
      language: translated ? (row.wantedLocale as Locale) : 'vi',
      created_at: unixSeconds(row.createdAt),
      updated_at: unixSeconds(row.updatedAt),
      ...(categories ? { categories: categories.get(row.id) ?? [] } : {}),
    }
  })
  return paginated(data, total, options.page, options.perPage)
}

export type PostDetailOptions = { publish?: boolean; withCategories: boolean; withCreator: boolean }

/** GET /api/posts/{id}: a published post in the request's language; drafts are a 404 like missing posts. */
export async function findPost(db: Database, id: number, options: PostDetailOptions, locale: Locale): Promise<PostDetail> {
  if (options.publish === false) throw notFound()
  const joins = translationJoins(locale)
  const [row] = await db
    .select({ post: posts, source, wanted })
    .from(posts)
    .innerJoin(source, joins.source)
    .leftJoin(wanted, joins.wanted)
    .where(and(eq(posts.id, id), eq(posts.published, true)))
  if (!row) throw notFound()
  const text = row.wanted ?? row.source
  const detail: PostDetail = {
    id: row.post.id,
    title: text.title,
    description: text.description,
    content: text.content,
    cover_url: row.post.coverUrl,
    language: text.locale as Locale,
    created_at: unixSeconds(row.post.createdAt),
    updated_at: unixSeconds(row.post.updatedAt),
  }
  if (options.withCategories) detail.categories = (await categoriesOfPosts(db, [id], locale)).get(id) ?? []
  const author = publicAuthorName(row.post.creatorName)
  if (options.withCreator && author) detail.creator = { name: author }
  return detail
}

/**
 * The author's name readers see: the display name staff set, never an e-mail (posts written before
 * staff set names were signed with the writer's e-mail: those show no author).
 */
export function publicAuthorName(stored: string): string | null {
  const name = stored.trim()
  return name === '' || name.includes('@') ? null : name
}
