import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { LOCALES } from '@shared/i18n/locales'
import { id, idParamsSchema, text } from './fields'

/**
 * Blog contracts (spec §3 Post, Post category; §7 Posts).
 *
 * Languages: a post is written in Vietnamese (the source) and may carry English and Japanese
 * versions of its title, description and content. The API answers in the request's language and
 * falls back to the Vietnamese version; `language` says which version was served. Category
 * names follow the same rule.
 *
 * HTML: `content` is HTML written by staff, sanitised on write against an allow-list (no scripts,
 * event handlers, styles or javascript: links), so it is rendered as is. `description` is plain
 * text (tags are stripped on write) and is rendered as text.
 *
 * Only published posts are ever served: `filter[publish]=1` is accepted for the old client's
 * calls, `filter[publish]=0` answers an empty list, and an unpublished post is a 404 by id.
 */
export const POST_LIST_INCLUDES = ['categories'] as const
export const POST_DETAIL_INCLUDES = ['categories'] as const
export const POST_DETAIL_APPENDS = ['creator'] as const
export const POST_LIST_SORTS = ['updated_at', 'created_at', 'id'] as const
export const POST_PAGE_SIZE = 6
export const POST_MAX_PAGE_SIZE = 24

/** GET /api/posts (filter[exclude]: suggestions leave out the post being read). */
export const postListContract = defineListContract({
  filters: { publish: filter.boolean(), categories: filter.ids(), exclude: filter.ids() },
  includes: POST_LIST_INCLUDES,
  sorts: POST_LIST_SORTS,
  defaultSort: '-updated_at',
  pageSize: { default: POST_PAGE_SIZE, max: POST_MAX_PAGE_SIZE },
})
/** GET /api/posts/{id}. */
export const postDetailContract = defineListContract({
  filters: { publish: filter.boolean() },
  includes: POST_DETAIL_INCLUDES,
  appends: POST_DETAIL_APPENDS,
})
/** GET /api/post-categories, in sidebar order. */
export const postCategoryListContract = defineListContract({ pageSize: { default: 100, max: 100 } })

export const postLanguageSchema = z.enum(LOCALES)

export const postCategorySchema = z.object({ id: z.number().int(), name: z.string() })
export type PostCategory = z.infer<typeof postCategorySchema>
export const postCategoryListSchema = paginatedSchema(postCategorySchema)

/** A post in lists; `categories` only with include=categories (the first one leads suggestions). */
export const postSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cover_url: z.string().nullable(),
  language: postLanguageSchema,
  /** Unix seconds. */
  created_at: z.number().int(),
  updated_at: z.number().int(),
  categories: z.array(postCategorySchema).optional(),
})
export type PostSummary = z.infer<typeof postSummarySchema>
export const postListSchema = paginatedSchema(postSummarySchema)
export type PostList = z.infer<typeof postListSchema>

/** GET /api/posts/{id}: `creator` only with append=creator. */
export const postDetailSchema = postSummarySchema.extend({
  content: z.string(),
  creator: z.object({ name: z.string() }).optional(),
})
export type PostDetail = z.infer<typeof postDetailSchema>
export const postDetailResponseSchema = z.object({ data: postDetailSchema })
export const postIdParamsSchema = idParamsSchema

// ── Writing (staff tools and the seed go through the posts service, which sanitises) ────────
export const POST_TITLE_MAX_LENGTH = 200
export const POST_DESCRIPTION_MAX_LENGTH = 1000
export const POST_CONTENT_MAX_LENGTH = 100_000

export const postTextSchema = z.object({
  title: text(POST_TITLE_MAX_LENGTH, { trim: true, required: 'fieldRequired' }),
  description: text(POST_DESCRIPTION_MAX_LENGTH * 4),
  content: text(POST_CONTENT_MAX_LENGTH),
})
export type PostText = z.infer<typeof postTextSchema>

export const postInputSchema = z.object({
  cover_url: text(500).nullable(),
  published: z.boolean(),
  /** The author's display name staff set ('' for none: no author shown). */
  creator_name: text(100, { trim: true }),
  /** In order: the first category leads the suggestions. */
  category_ids: z.array(id()).max(10),
  versions: z.object({ vi: postTextSchema, en: postTextSchema.optional(), ja: postTextSchema.optional() }),
})
export type PostInput = z.infer<typeof postInputSchema>
