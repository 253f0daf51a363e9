import { z } from 'zod/mini'
import type { PermissionRequestStatus } from '@shared/auctions'
import type { SupportStatus } from '@shared/contracts/support'
import { optionalChoice, optionalPage, optionalPositiveInt } from '@client/app/search-params'

// The console's routes validate their search with these (each route's validateSearch is in every
// first load, with the route tree): zod/mini and literals only, nothing else of the console.

/** Non-blank text (a number the router parsed comes back as its text); a blank or odd value is dropped. */
const text = z.catch(z.optional(z.coerce.string().check(z.regex(/\S/))), undefined)

const SUPPORT_STATES = ['open', 'answered', 'closed'] as const satisfies readonly SupportStatus[]
const PERMISSION_STATES = ['pending', 'approved', 'denied'] as const satisfies readonly PermissionRequestStatus[]

/** /admin/orders: status, a search (id or code, e-mail, consignee, phone), a date range (yyyy-mm-dd) and a customer. */
export const ordersSearchSchema = z.object({
  status: optionalPositiveInt,
  q: text,
  from: text,
  to: text,
  customer: optionalPositiveInt,
  page: optionalPage,
})
export type OrdersSearch = z.infer<typeof ordersSearchSchema>

/** /admin/audit: by subject when asked (an order's audit link). */
export const auditSearchSchema = z.object({ subject_type: text, subject_id: text, page: optionalPage })
export type AuditSearch = z.infer<typeof auditSearchSchema>

/** /admin/posts and /admin/catalog: a search and a page. */
export const textListSearchSchema = z.object({ q: text, page: optionalPage })
export type TextListSearch = z.infer<typeof textListSearchSchema>

/** /admin/wallets: a customer's ledger, or the customer finder's search and page. */
export const walletsSearchSchema = z.object({ customer: optionalPositiveInt, q: text, page: optionalPage })
export type WalletsSearch = z.infer<typeof walletsSearchSchema>

/** /admin/transfers: the queue to match, or all of them. */
export const transfersSearchSchema = z.object({ status: optionalChoice(['all']), page: optionalPage })
export type TransfersSearch = z.infer<typeof transfersSearchSchema>

/** /admin/support: the inbox by status (open when none). */
export const supportSearchSchema = z.object({ state: optionalChoice(SUPPORT_STATES), page: optionalPage })
export type SupportSearch = z.infer<typeof supportSearchSchema>

/** /admin/link-items: to confirm (when none) or confirmed. */
export const linkItemsSearchSchema = z.object({ state: optionalChoice(['to_confirm', 'confirmed']), page: optionalPage })
export type LinkItemsSearch = z.infer<typeof linkItemsSearchSchema>

/** /admin/permissions: requests by status (pending when none). */
export const permissionsSearchSchema = z.object({ status: optionalChoice(PERMISSION_STATES) })
export type PermissionsSearch = z.infer<typeof permissionsSearchSchema>
