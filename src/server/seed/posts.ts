import { sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { postCategories, posts, savePost, postCoverUrl } from '@server/modules/posts'
import { upsertRows } from './batches'
import { POST_CATEGORY_ROWS } from './posts-categories'
import type { DemoPost } from './demo-post'
import { DEMO_POSTS } from './posts-demo'
import { seedSiteConfig } from './posts-site-config'

/**
 * The blog and the contact details. Categories and the site config follow this code; demo posts
 * (with demoPosts) are only added when missing (through the sanitising posts service), so staff
 * edits survive a re-seed.
 */
export async function seedContent(db: Database, options: { demoPosts: boolean }): Promise<void> {
  await upsertRows(db, postCategories, postCategories.id, POST_CATEGORY_ROWS)
  if (options.demoPosts) await seedDemoPosts(db)
  await db.execute(sql`select setval(pg_get_serial_sequence('post_categories', 'id'), (select max(id) from post_categories))`)
  await seedSiteConfig(db)
}

async function seedDemoPosts(db: Database): Promise<void> {
  const existing = new Set((await db.select({ id: posts.id }).from(posts)).map((row) => row.id))
  for (const post of DEMO_POSTS) {
    if (!existing.has(post.id))
      await savePost(db, toInput(post), { id: post.id, createdAt: new Date(post.created), updatedAt: new Date(post.updated) })
  }
  // Fixed ids were inserted: move the identity sequences past them for later inserts.
  await db.execute(sql`select setval(pg_get_serial_sequence('posts', 'id'), (select max(id) from posts))`)
}

function toInput(post: DemoPost) {
  return {
    cover_url: postCoverUrl(post.cover),
    published: post.published,
    creator_name: post.creator,
    category_ids: post.categories,
    versions: post.versions,
  }
}
