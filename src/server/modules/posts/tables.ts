import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { Locale } from '@shared/i18n/locales'

/** A name per interface language: vi is the source and always present, en/ja fall back to it. */
export type LocalizedName = { vi: string } & Partial<Record<Exclude<Locale, 'vi'>, string>>

/** Blog categories, in the order the sidebar lists them. */
export const postCategories = pgTable('post_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<LocalizedName>().notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * Blog posts written by staff. The texts live in post_translations (one row per language, vi
 * required); only rows with `published` are ever served to customers.
 */
export const posts = pgTable(
  'posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    coverUrl: text('cover_url'),
    published: boolean('published').notNull().default(false),
    /** The staff author's display name (staff accounts are not customers). */
    creatorName: text('creator_name').notNull(),
    /** The Idempotency-Key of the staff request that created it: a retried create makes one post. */
    requestKey: text('request_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('posts_published_updated_idx').on(table.published, table.updatedAt, table.id)],
)

/** One language version of a post; `content` is sanitised HTML, `description` plain text. */
export const postTranslations = pgTable(
  'post_translations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.locale] }),
    check('post_translations_locale', sql`${table.locale} in ('vi', 'en', 'ja')`),
  ],
)

/** A post's categories in order (position 0 is the first category, which leads suggestions). */
export const postCategoryLinks = pgTable(
  'post_category_links',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => postCategories.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.categoryId] }),
    index('post_category_links_category_idx').on(table.categoryId, table.postId),
  ],
)
