import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { id, text } from './fields'

/**
 * Bank transfers (issue 28). A bank-feed service (SePay) posts every transfer of the shop's account to
 * POST /api/payments/bank-webhook (header `Authorization: Apikey <BANK_WEBHOOK_API_KEY>`): each is
 * recorded once by its id, matched to an order by the code in its content, credited to the customer's
 * wallet and applied to the order up to what is due. Transfers that name no known order wait in the
 * console's "Transfers to match" queue.
 */
const amount = z
  .number({ error: 'fieldWrongType' })
  .int({ error: 'fieldInvalid' })
  .min(0, { error: 'fieldInvalid' })
  .max(1e13, { error: 'fieldInvalid' })
const optionalText = (max: number) => text(max).nullish()

/** SePay's webhook body (their documented fields; anything else they add is ignored). */
export const bankWebhookBodySchema = z.object({
  id: z.union([z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), text(64, { required: 'fieldRequired' })], { error: 'fieldInvalid' }),
  gateway: text(100),
  transactionDate: text(40),
  accountNumber: text(40, { required: 'fieldRequired' }),
  code: optionalText(100),
  content: text(1000),
  transferType: z.enum(['in', 'out'], { error: 'fieldInvalid' }),
  transferAmount: amount,
  accumulated: z.number().nullish(),
  subAccount: optionalText(40),
  referenceCode: optionalText(100),
  description: optionalText(1000),
})
export type BankWebhookBody = z.infer<typeof bankWebhookBodySchema>
export const bankWebhookResponseSchema = z.object({ success: z.literal(true) })

export const BANK_TRANSFER_STATUSES = ['applied', 'unmatched', 'ignored', 'returned'] as const
export type BankTransferStatus = (typeof BANK_TRANSFER_STATUSES)[number]
/** Why a transfer moved no money: sent out of the account, to another account, or a bank reference already credited. */
export const BANK_TRANSFER_IGNORED = ['out', 'other_account', 'reference_recorded'] as const

export const bankTransferSchema = z.object({
  id: z.number().int(),
  provider_id: z.string(),
  gateway: z.string(),
  account_number: z.string(),
  /** The bank's time as the feed wrote it. */
  transaction_date: z.string(),
  content: z.string(),
  reference_code: z.string().nullable(),
  transfer_type: z.enum(['in', 'out']),
  amount: z.number().int(),
  status: z.enum(BANK_TRANSFER_STATUSES),
  reason: z.string().nullable(),
  order_id: z.number().int().nullable(),
  /** A transfer naming a checkout (contracts/checkout.ts): the checkout, and what it paid of each of its orders, in order. */
  checkout_id: z.number().int().nullable(),
  allocations: z.array(z.object({ order_id: z.number().int(), amount: z.number().int() })),
  customer_id: z.number().int().nullable(),
  /** Of the amount, what was applied to the order (the rest stayed in the wallet). */
  applied_amount: z.number().int(),
  note: z.string(),
  received_at: z.number().int(),
})
export type BankTransfer = z.infer<typeof bankTransferSchema>

/** GET /api/admin/bank-transfers: filter[status] (the queue: unmatched), newest first. */
export const bankTransferListContract = defineListContract({
  filters: { status: filter.text(20) },
  pageSize: { default: 20, max: 100 },
})
export const bankTransferListSchema = paginatedSchema(bankTransferSchema)
export type BankTransferList = z.infer<typeof bankTransferListSchema>
export const bankTransferResponseSchema = z.object({ data: bankTransferSchema })

/** POST /api/admin/bank-transfers/{id}/assign: to an order (its customer's wallet, applied to it) or to a customer's wallet only. */
export const assignTransferBodySchema = z
  .strictObject({ order_id: id().optional(), customer_id: id().optional() })
  .refine((body) => (body.order_id === undefined) !== (body.customer_id === undefined), { error: 'transferAssignTarget' })
export type AssignTransferBody = z.infer<typeof assignTransferBodySchema>

/** POST /api/admin/bank-transfers/{id}/return: the money was sent back to the payer (outside the app). */
export const returnTransferBodySchema = z.strictObject({ note: text(500, { trim: true, required: 'fieldRequired' }) })
export type ReturnTransferBody = z.infer<typeof returnTransferBodySchema>

/**
 * Bank statement import (banks without a feed): POST /api/admin/bank-transfers/import, a multipart form
 * with the CSV file as `statement` (`npm run admin -- bank import <file.csv>` sends the same). The layout
 * (README: Bank statement import): a header row `date,amount,content,reference`, UTF-8 with or without
 * BOM, comma-separated, fields quoted as CSV quotes them; amounts whole dong, `1.000.000`, `1,000,000` or
 * `1000000`. Each row goes through the bank feed's matching; the bank reference makes a row known once:
 * importing the same statement again records nothing. Any bad row refuses the whole file (422, one error
 * per row as `rows.<line>`), so nothing is half-written.
 */
export const BANK_STATEMENT_MAX_BYTES = 1_000_000
export const BANK_STATEMENT_MAX_ROWS = 5_000
export const BANK_STATEMENT_COLUMNS = ['date', 'amount', 'content', 'reference'] as const
export const BANK_STATEMENT_FILE_FIELD = 'statement'

export const bankStatementRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  reference: z.string(),
  amount: z.number().int(),
  /** recorded now, or known before (the same bank reference). */
  outcome: z.enum(['recorded', 'known']),
  /** What became of the transfer (for a known one, as it stands). */
  status: z.enum(BANK_TRANSFER_STATUSES),
  order_id: z.number().int().nullable(),
})
export const bankStatementImportSchema = z.object({
  rows: z.array(bankStatementRowSchema),
  recorded: z.number().int(),
  known: z.number().int(),
  /** Of the recorded ones, those naming no known order: they wait in the “Transfers to match” queue. */
  to_match: z.number().int(),
})
export type BankStatementImport = z.infer<typeof bankStatementImportSchema>
export const bankStatementImportResponseSchema = z.object({ data: bankStatementImportSchema })
