import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { LOCALES } from '@shared/i18n/locales'
import { id, int, text } from '@shared/contracts/fields'
import { postInputSchema, postTextSchema } from '@shared/contracts/posts'
import { SUPPORT_STATUSES, supportContentSchema, supportTicketSchema } from '@shared/contracts/support'
import { userSchema } from '@shared/contracts/user'

// ── Posts ──────────────────────────────────────────────────────────────────────────────────────
/** GET /api/admin/posts: drafts and published posts, newest change first; by title or state. */
export const adminPostListContract = defineListContract({
  filters: { search: filter.text(100), published: filter.boolean() },
  pageSize: { default: 20, max: 100 },
})

export const adminPostSummarySchema = z.object({
  id: z.number().int(),
  /** The Vietnamese title (the source). */
  title: z.string(),
  published: z.boolean(),
  /** The languages the post is written in (vi always). */
  languages: z.array(z.enum(LOCALES)),
  updated_at: z.number().int(),
})
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>
export const adminPostListSchema = paginatedSchema(adminPostSummarySchema)
export type AdminPostList = z.infer<typeof adminPostListSchema>

export const POST_AUTHOR_MAX_LENGTH = 60

/** A cover is one of our own images (/media/…) or an https address. */
const coverUrl = text(500, { trim: true })
  .refine((url) => url === '' || /^\/media\/[\w./-]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url), { error: 'postCoverInvalid' })
  .nullable()
  .optional()

/**
 * POST /api/admin/posts (with an Idempotency-Key: a retried create makes one post) and PUT
 * /api/admin/posts/{id}: the post's texts per language (vi required; HTML content sanitised on
 * write), its categories in order, its cover (none: a drawn cover) and the author's display name
 * staff set; publishing is its own write.
 */
export const adminPostBodySchema = z.strictObject({
  cover_url: coverUrl,
  /**
   * The author's display name as readers see it (a name, never an e-mail; none: no author shown).
   * Left out on an update, the post keeps its author.
   */
  creator_name: text(POST_AUTHOR_MAX_LENGTH, { trim: true })
    .refine((name) => !name.includes('@'), { error: 'postAuthorNotEmail' })
    .optional(),
  category_ids: z.array(id()).max(10),
  versions: z.strictObject({ vi: postTextSchema, en: postTextSchema.optional(), ja: postTextSchema.optional() }),
})
export type AdminPostBody = z.infer<typeof adminPostBodySchema>

/** GET /api/admin/posts/{id}: the post as staff edit it (texts as stored, i.e. sanitised). */
export const adminPostSchema = postInputSchema.extend({ id: z.number().int(), updated_at: z.number().int() })
export type AdminPost = z.infer<typeof adminPostSchema>
export const adminPostResponseSchema = z.object({ data: adminPostSchema })

/** POST /api/admin/posts/{id}/publication: publish (it goes to the top of the blog) or take back to draft. */
export const postPublicationBodySchema = z.strictObject({ published: z.boolean({ error: 'fieldInvalid' }) })

// ── Support inbox ──────────────────────────────────────────────────────────────────────────────
export const SUPPORT_INBOX_STATES = SUPPORT_STATUSES
/** GET /api/admin/support-tickets: filter[state] open (default), answered or closed; oldest activity first. */
export const adminSupportListContract = defineListContract({
  filters: { state: filter.text(10) },
  pageSize: { default: 20, max: 100 },
})
export const adminSupportTicketSchema = supportTicketSchema.extend({
  customer: userSchema,
  /** Attachments, served to staff at /api/admin/support-contents/{id}/file. */
  contents: z.array(supportContentSchema),
  /** When and by whom it was closed (a staff e-mail, or "customer"); null while not closed. */
  handled_at: z.number().int().nullable(),
  handled_by: z.string().nullable(),
})
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>
export const adminSupportListSchema = paginatedSchema(adminSupportTicketSchema)
export type AdminSupportList = z.infer<typeof adminSupportListSchema>
export const adminSupportTicketResponseSchema = z.object({ data: adminSupportTicketSchema })

// ── Catalogue ──────────────────────────────────────────────────────────────────────────────────
export const SALE_STATUSES = ['on_sale', 'sold_out', 'coming_soon'] as const
export type SaleStatus = (typeof SALE_STATUSES)[number]
/** GET /api/admin/products: our own products by name, SKU or id; by shop. */
export const adminProductListContract = defineListContract({
  filters: { search: filter.text(100), shop_id: filter.int(), sale_status: filter.text(20) },
  pageSize: { default: 20, max: 100 },
})
export const adminProductSchema = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Yen. */
  price: z.number().int(),
  initial_price: z.number().int(),
  sale_status: z.enum(SALE_STATUSES),
  updated_at: z.number().int(),
})
export type AdminProduct = z.infer<typeof adminProductSchema>
export const adminProductListSchema = paginatedSchema(adminProductSchema)
export type AdminProductList = z.infer<typeof adminProductListSchema>
export const adminProductResponseSchema = z.object({ data: adminProductSchema })

/** PATCH /api/admin/products/{id}: price and initial (struck) price in yen, sale state; the price may not exceed the initial one. */
export const productUpdateBodySchema = z
  .strictObject({
    price: int({ min: 0 }).optional(),
    initial_price: int({ min: 0 }).optional(),
    sale_status: z.enum(SALE_STATUSES, { error: 'fieldInvalid' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'productUpdateEmpty' })
export type ProductUpdateBody = z.infer<typeof productUpdateBodySchema>

// ── Dashboard ──────────────────────────────────────────────────────────────────────────────────
/** GET /api/admin/dashboard: what needs doing, each count linking to its list. */
export const dashboardSchema = z.object({
  /** Orders by status id (every status, zero included). */
  orders_by_status: z.record(z.string(), z.number().int()),
  open_tickets: z.number().int(),
  draft_posts: z.number().int(),
  /** Bidding permission requests waiting for a decision. */
  pending_permission_requests: z.number().int(),
  /** The auction desk: lots whose shop bid waits to be placed at Yahoo, and ended lots waiting for Yahoo's result. */
  bids_to_place: z.number().int(),
  results_needed: z.number().int(),
})
export type Dashboard = z.infer<typeof dashboardSchema>
export const dashboardResponseSchema = z.object({ data: dashboardSchema })
