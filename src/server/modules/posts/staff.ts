import { createHash, randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { AdminPost, AdminPostBody, AdminPostSummary } from '@shared/contracts/admin/content'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { PostText } from '@shared/contracts/posts'
import type { Paginated } from '@shared/http/list-query'
import { LOCALES, type Locale } from '@shared/i18n/locales'
import type { Database } from '@server/db/client'
import { containing } from '@server/db/like'
import { AppError } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite } from '@server/modules/audit'
import { postCoverUrl } from './cover-image'
import { unixSeconds } from './localize'
import { postCategoryLinks, postTranslations, posts } from './tables'
import { savePost } from './write'

const postNotFound = () => new AppError(404, 'postNotFound')

export type StaffPostQuery = { search?: string; published?: boolean; page: number; perPage: number }

/** Every post, drafts included, newest change first. */
export async function listPostsForStaff(db: Database, query: StaffPostQuery): Promise<Paginated<AdminPostSummary>> {
  const conditions: SQL[] = [eq(postTranslations.locale, 'vi')]
  if (query.search) conditions.push(ilike(postTranslations.title, containing(query.search)))
  if (query.published !== undefined) conditions.push(eq(posts.published, query.published))
  const where = and(...conditions)
  const languages = sql<
    Locale[]
  >`(select array_agg(${postTranslations.locale} order by ${postTranslations.locale}) from ${postTranslations} where ${postTranslations.postId} = ${posts.id})`
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: posts.id, title: postTranslations.title, published: posts.published, updatedAt: posts.updatedAt, languages })
      .from(posts)
      .innerJoin(postTranslations, eq(postTranslations.postId, posts.id))
      .where(where)
      .orderBy(desc(posts.updatedAt), desc(posts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(posts).innerJoin(postTranslations, eq(postTranslations.postId, posts.id)).where(where),
  ])
  const data = rows.map((row) => ({
    id: row.id,
    title: row.title,
    published: row.published,
    languages: LOCALES.filter((locale) => row.languages?.includes(locale)),
    updated_at: unixSeconds(row.updatedAt),
  }))
  return paginated(data, total, query.page, query.perPage)
}

/** A post as staff edit it: every language version as stored, its categories in order. */
export async function findPostForStaff(db: Database, id: number): Promise<AdminPost> {
  const [post] = await db.select().from(posts).where(eq(posts.id, id))
  if (!post) throw postNotFound()
  const [texts, links] = await Promise.all([
    db.select().from(postTranslations).where(eq(postTranslations.postId, id)),
    db.select().from(postCategoryLinks).where(eq(postCategoryLinks.postId, id)).orderBy(asc(postCategoryLinks.position)),
  ])
  const text = (locale: Locale): PostText | undefined => {
    const row = texts.find((candidate) => candidate.locale === locale)
    return row ? { title: row.title, description: row.description, content: row.content } : undefined
  }
  return {
    id,
    cover_url: post.coverUrl,
    published: post.published,
    creator_name: post.creatorName,
    category_ids: links.map((link) => link.categoryId),
    versions: { vi: text('vi')!, en: text('en'), ja: text('ja') },
    updated_at: unixSeconds(post.updatedAt),
  }
}

/** What the audit log keeps of a post: its state and, per language, the title and a fingerprint of the texts. */
function snapshotOf(post: AdminPost) {
  const versions = Object.fromEntries(
    Object.entries(post.versions)
      .filter(([, text]) => text)
      .map(([locale, text]) => [
        locale,
        {
          title: text!.title,
          text_sha256: createHash('sha256').update(`${text!.description}\n${text!.content}`).digest('hex').slice(0, 16),
        },
      ]),
  )
  return { published: post.published, cover_url: post.cover_url, category_ids: post.category_ids, versions }
}

/** Creates a draft (once per Idempotency-Key: parallel retries wait for the first and answer its post). */
export async function createPostForStaff(db: Database, actor: AuditActor, body: AdminPostBody, key: string) {
  return auditedWrite<{ id: number; replayed: boolean }>(db, actor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`post:${key}`}))`)
    const [earlier] = await tx.select({ id: posts.id }).from(posts).where(eq(posts.requestKey, key))
    if (earlier) return { result: { id: earlier.id, replayed: true }, audit: null }
    const id = await savePost(tx, {
      cover_url: body.cover_url || postCoverUrl(`staff-${randomUUID().slice(0, 8)}`),
      published: false,
      creator_name: body.creator_name ?? '',
      category_ids: body.category_ids,
      versions: body.versions,
    })
    await tx.update(posts).set({ requestKey: key }).where(eq(posts.id, id))
    const after = await findPostForStaff(tx, id)
    return {
      result: { id, replayed: false },
      audit: { action: 'post.create', subjectType: 'post', subjectId: id, before: null, after: snapshotOf(after) },
    }
  })
}

/** Replaces a post's texts, categories, cover and (when given) its author's name; its state stays. */
export async function updatePostForStaff(db: Database, actor: AuditActor, id: number, body: AdminPostBody): Promise<void> {
  await auditedWrite(db, actor, async (tx) => {
    await lockPost(tx, id)
    const before = await findPostForStaff(tx, id)
    await savePost(
      tx,
      {
        cover_url: body.cover_url || before.cover_url,
        published: before.published,
        creator_name: body.creator_name ?? before.creator_name,
        category_ids: body.category_ids,
        versions: body.versions,
      },
      { id },
    )
    const after = await findPostForStaff(tx, id)
    const [was, is] = [snapshotOf(before), snapshotOf(after)]
    if (JSON.stringify(was) === JSON.stringify(is)) return { result: null, audit: null }
    return { result: null, audit: { action: 'post.update', subjectType: 'post', subjectId: id, before: was, after: is } }
  })
}

/** Publishes a post (it comes first in the blog: updated now) or takes it back to draft; the same state again is no change. */
export async function setPostPublished(db: Database, actor: AuditActor, id: number, published: boolean, now: Date): Promise<void> {
  await auditedWrite(db, actor, async (tx) => {
    const post = await lockPost(tx, id)
    if (post.published === published) return { result: null, audit: null }
    await tx.update(posts).set({ published, updatedAt: now }).where(eq(posts.id, id))
    return {
      result: null,
      audit: { action: 'post.publish', subjectType: 'post', subjectId: id, before: { published: post.published }, after: { published } },
    }
  })
}

async function lockPost(tx: Database, id: number) {
  const [post] = await tx.select().from(posts).where(eq(posts.id, id)).for('update')
  if (!post) throw postNotFound()
  return post
}

export async function countDraftPosts(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(posts).where(eq(posts.published, false))
  return total
}
