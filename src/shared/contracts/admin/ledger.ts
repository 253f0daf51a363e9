import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { id, int, text } from '@shared/contracts/fields'
import { userSchema } from '@shared/contracts/user'
import { transactionSchema, WALLET_CURRENCIES, walletSchema } from '@shared/contracts/wallet'

/**
 * The wallet ledger in the staff console (issue 14): customers are found by id, e-mail, name or
 * phone; their wallets show balances that are always the sum of their transactions (never edited);
 * staff record a deposit (a bank transfer, by its bank reference — recorded once, ever), a purchase
 * debit or a refund of an order. Each write carries an Idempotency-Key, so a retry records nothing twice.
 */
export const adminCustomerListContract = defineListContract({
  filters: { search: filter.text(200) },
  pageSize: { default: 20, max: 100 },
})
export const adminCustomerSchema = userSchema.extend({ created_at: z.number().int() })
export type AdminCustomer = z.infer<typeof adminCustomerSchema>
export const adminCustomerListSchema = paginatedSchema(adminCustomerSchema)
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>

/** GET /api/admin/customers/{id}/wallets: the customer and one wallet per currency with its balance. */
export const adminCustomerWalletsResponseSchema = z.object({
  data: z.object({ customer: adminCustomerSchema, wallets: z.array(walletSchema) }),
})
export type AdminCustomerWallets = z.infer<typeof adminCustomerWalletsResponseSchema>['data']

/**
 * A payout is money sent back to the customer's bank at their request: it leaves the wallet (never more
 * than it has available), names the bank transfer that sent it (required, recorded once) and no order.
 */
export const LEDGER_KINDS = ['deposit', 'debit', 'refund', 'payout'] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]
/** Whether a kind adds to the wallet or takes from it (amounts are sent positive). */
export const LEDGER_SIGN: Record<LedgerKind, 1 | -1> = { deposit: 1, debit: -1, refund: 1, payout: -1 }
/** Kinds that name the bank transfer (required) rather than an order. */
export const BANK_LEDGER_KINDS: readonly LedgerKind[] = ['deposit', 'payout']

/** POST /api/admin/wallet-transactions (header Idempotency-Key). */
export const ledgerEntryBodySchema = z
  .strictObject({
    customer_id: id(),
    currency_id: z.enum(WALLET_CURRENCIES, { error: 'fieldInvalid' }),
    kind: z.enum(LEDGER_KINDS, { error: 'ledgerKindInvalid' }),
    /** Whole units of the currency, positive: the kind gives the sign. */
    amount: int({ min: 1, invalid: 'ledgerAmountInvalid', required: 'ledgerAmountInvalid' }),
    /** A deposit's (or a payout's) bank transfer reference: recorded once. */
    bank_reference: text(100, { trim: true }).optional(),
    /** The order a debit or refund is for (required for them); a deposit may name the order it pays (VietQR content); a payout names none. */
    order_id: id().optional(),
  })
  .superRefine((entry, context) => {
    if (entry.kind === 'deposit' && !entry.bank_reference) {
      context.addIssue({ code: 'custom', path: ['bank_reference'], message: 'ledgerBankReferenceRequired' })
    }
    if (entry.kind === 'payout' && !entry.bank_reference) {
      context.addIssue({ code: 'custom', path: ['bank_reference'], message: 'ledgerPayoutReferenceRequired' })
    }
    if (entry.kind === 'payout' && entry.order_id !== undefined) {
      context.addIssue({ code: 'custom', path: ['order_id'], message: 'ledgerPayoutNoOrder' })
    }
    if (entry.kind === 'payout' && entry.currency_id !== 'VND') {
      context.addIssue({ code: 'custom', path: ['currency_id'], message: 'ledgerPayoutDongOnly' })
    }
    if (!BANK_LEDGER_KINDS.includes(entry.kind) && entry.order_id === undefined) {
      context.addIssue({ code: 'custom', path: ['order_id'], message: 'ledgerOrderRequired' })
    }
  })
export type LedgerEntryBody = z.infer<typeof ledgerEntryBodySchema>

/**
 * POST /api/admin/wallet-transactions/{id}/void (header Idempotency-Key): a wrong posted entry is
 * voided by a reversal entry naming it (the opposite amount, the same type and order), with a reason.
 * An entry is voided at most once; a hold or a reversal cannot be voided; a void that would take the
 * wallet's available amount below zero is refused. Answers the reversal and the wallet after it.
 */
export const ledgerVoidBodySchema = z.strictObject({ reason: text(500, { trim: true, required: 'ledgerVoidReasonRequired' }) })
export type LedgerVoidBody = z.infer<typeof ledgerVoidBodySchema>
/** The reference kind by which a reversal names the entry it voids (receiptable_id = that entry's id). */
export const VOID_REFERENCE = 'void_of'

/**
 * Approval of large entries: a deposit, debit or refund of more than LEDGER_CONFIRM_ABOVE_VND đ is
 * written 'awaiting_approval' (in neither the balance nor the available amount) and answered 202;
 * another staff member approves it (it posts, the bounds checked again) or rejects it with a reason
 * (it never posts). The one who asked cannot approve their own entry (403).
 * GET /api/admin/wallet-transactions/awaiting-approval lists them, oldest first.
 */
export const ledgerApprovalSchema = z.object({
  id: z.number().int(),
  wallet_id: z.number().int(),
  customer_id: z.number().int(),
  customer_email: z.string().nullable(),
  currency_id: z.enum(WALLET_CURRENCIES),
  kind: z.enum(LEDGER_KINDS),
  /** Positive: the kind gives the sign. */
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  bank_reference: z.string().nullable(),
  /** The staff member who asked (e-mail, else uid). */
  requested_by: z.string(),
  requested_at: z.number().int(),
})
export type LedgerApproval = z.infer<typeof ledgerApprovalSchema>
export const ledgerApprovalListSchema = z.object({ data: z.array(ledgerApprovalSchema) })
export const ledgerRejectBodySchema = z.strictObject({ reason: text(500, { trim: true, required: 'ledgerVoidReasonRequired' }) })
export type LedgerRejectBody = z.infer<typeof ledgerRejectBodySchema>
export const ledgerApproveBodySchema = z.strictObject({})

export const ledgerEntryResponseSchema = z.object({ data: z.object({ transaction: transactionSchema, wallet: walletSchema }) })
export type LedgerEntryResult = z.infer<typeof ledgerEntryResponseSchema>['data']
