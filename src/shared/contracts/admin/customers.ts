import { z } from 'zod'
import { text } from '@shared/contracts/fields'
import { addressSchema } from '@shared/contracts/address'
import { walletSchema } from '@shared/contracts/wallet'
import { adminCustomerSchema } from './ledger'

/**
 * The console's one search (issue 24, "Find anything") and the customer page. A search answers each
 * kind the member's roles open (SEARCH_KIND_ROLES, @shared/staff/search); a kind they may not open is
 * left out of the answer, not answered empty.
 */
export const staffSearchQuerySchema = z.object({ q: text(100, { trim: true, required: 'searchQueryRequired' }) })
export type StaffSearchQuery = z.infer<typeof staffSearchQuerySchema>

export const searchOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status_id: z.number().int(),
  consignee: z.string(),
  tel: z.string(),
  customer_id: z.number().int(),
  customer_name: z.string().nullable(),
  created_at: z.number().int(),
})
export const searchCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  tel: z.string().nullable(),
})
export const searchBoxSchema = z.object({
  id: z.number().int(),
  box_id: z.string(),
  order_id: z.number().int(),
  order_code: z.string(),
})
export const searchTransferSchema = z.object({
  id: z.number().int(),
  reference_code: z.string(),
  amount: z.number().int(),
  status: z.string(),
  order_id: z.number().int().nullable(),
  order_code: z.string().nullable(),
  customer_id: z.number().int().nullable(),
})
export const searchProductSchema = z.object({ id: z.number().int(), sku: z.string(), name: z.string() })

export const staffSearchResponseSchema = z.object({
  data: z.object({
    orders: z.array(searchOrderSchema).optional(),
    customers: z.array(searchCustomerSchema).optional(),
    boxes: z.array(searchBoxSchema).optional(),
    transfers: z.array(searchTransferSchema).optional(),
    products: z.array(searchProductSchema).optional(),
  }),
})
export type StaffSearchResults = z.infer<typeof staffSearchResponseSchema>['data']

/** An internal note staff wrote about a customer: never shown to the customer. */
export const CUSTOMER_NOTE_MAX = 2000
export const customerNoteBodySchema = z.strictObject({
  body: text(CUSTOMER_NOTE_MAX, { trim: true, required: 'customerNoteRequired', tooLong: 'customerNoteTooLong' }),
})
export type CustomerNoteBody = z.infer<typeof customerNoteBodySchema>
export const customerNoteSchema = z.object({ id: z.number().int(), body: z.string(), author: z.string(), created_at: z.number().int() })
export type CustomerNote = z.infer<typeof customerNoteSchema>
export const customerNoteResponseSchema = z.object({ data: customerNoteSchema })

/** GET /api/admin/customers/{id}: everything the console knows about one customer. */
export const customerPageSchema = z.object({
  customer: adminCustomerSchema,
  addresses: z.array(addressSchema),
  orders: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      status_id: z.number().int(),
      total_payment: z.number().int(),
      created_at: z.number().int(),
    }),
  ),
  /** The customer's orders in all (the list above holds the newest). */
  orders_total: z.number().int(),
  /** Each wallet with what its pending auction holds keep aside (đ, positive). */
  wallets: z.array(walletSchema.extend({ held: z.number() })),
  support: z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.number().int(), handled: z.boolean() })),
  notes: z.array(customerNoteSchema),
})
export type CustomerPage = z.infer<typeof customerPageSchema>
export const customerPageResponseSchema = z.object({ data: customerPageSchema })
