import { z } from 'zod'
import { between, defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { LOCALES, type Locale } from '@shared/i18n/locales'
import { idParamsSchema } from './fields'

/**
 * Wallets and their transactions (spec §3 Wallet, Transaction; §4 Wallet transactions; §7).
 * Amounts are whole units of the wallet's currency (VND and JPY have no minor unit).
 */
export const WALLET_CURRENCIES = ['VND', 'JPY'] as const
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number]

export const walletSchema = z.object({
  id: z.number().int(),
  currency_id: z.enum(WALLET_CURRENCIES),
  /** Sum of the posted transactions. */
  balance: z.number(),
  /** Balance less pending debits: what may be spent now (negative means the customer owes). */
  amount_available_for_payment: z.number(),
})
export type Wallet = z.infer<typeof walletSchema>

/** released / applied: an auction hold that ended (let go, or turned into an order payment); it counts nowhere. */
/** awaiting_approval / rejected: a staff entry above LEDGER_CONFIRM_ABOVE_VND before (or instead of) its second staff member's approval. */
export const TRANSACTION_STATUSES = ['posted', 'pending', 'released', 'applied', 'awaiting_approval', 'rejected'] as const
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number]

export const transactionTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The name in the request's language (else the default name). */
  name: z.string(),
  /** Names per interface language; the client uses the active language's entry if present. */
  _name: z.partialRecord(z.enum(LOCALES), z.string()),
})
export type TransactionType = z.infer<typeof transactionTypeSchema>

/** Reference kinds and their labels (spec §3): others are shown as they are. */
export const RECEIPTABLE_TYPES = ['purchase', 'order', 'goods_delivery', 'lading_bill', 'sfa', 'credit_order'] as const

export const transactionReferenceSchema = z.object({
  id: z.number().int(),
  receiptable_id: z.string(),
  receiptable_type: z.string(),
})
export type TransactionReference = z.infer<typeof transactionReferenceSchema>

export const transactionSchema = z.object({
  id: z.number().int(),
  wallet_id: z.number().int(),
  /** Unix seconds. */
  voucher_date: z.number().int(),
  amount: z.number(),
  status: z.enum(TRANSACTION_STATUSES),
  transaction_type_id: z.number().int(),
  /** With include=transactionType. */
  transaction_type: transactionTypeSchema.optional(),
  /** With append=references. */
  references: z.array(transactionReferenceSchema).optional(),
})
export type Transaction = z.infer<typeof transactionSchema>

export const TRANSACTION_INCLUDES = ['transactionType'] as const
export const TRANSACTION_APPENDS = ['references'] as const
export const TRANSACTION_SORTS = ['voucher_date', 'amount'] as const
export type TransactionSortField = (typeof TRANSACTION_SORTS)[number]
/** A sort as sent: the field ascending, or prefixed with a minus for descending. */
export type TransactionSort = TransactionSortField | `-${TransactionSortField}`
export const DEFAULT_TRANSACTION_SORT: TransactionSort = '-voucher_date'
export const TRANSACTIONS_PER_PAGE = 10

/** GET /api/wallet/users: only the caller's wallets are ever listed (filter[own] is implied and accepted). */
export const walletListContract = defineListContract({ filters: { own: filter.boolean(), currency_id: filter.text(10) } })
/** GET /api/transactions: filter_between[voucher_date] is a period in unix seconds. */
export const transactionListContract = defineListContract({
  filters: { wallet_id: filter.int(), 'receipts.receiptable_id': filter.text(100) },
  between: { voucher_date: between.unixSeconds() },
  includes: TRANSACTION_INCLUDES,
  appends: TRANSACTION_APPENDS,
  sorts: TRANSACTION_SORTS,
  defaultSort: DEFAULT_TRANSACTION_SORT,
  pageSize: { default: TRANSACTIONS_PER_PAGE, max: 100 },
})

export const walletListSchema = paginatedSchema(walletSchema)
export const walletResponseSchema = z.object({ data: walletSchema })
export const transactionListSchema = paginatedSchema(transactionSchema)
export const walletIdParamsSchema = idParamsSchema

/** The transaction type's name in the given language, else its default name. */
export function transactionTypeName(type: Pick<TransactionType, 'name' | '_name'>, locale: Locale): string {
  return type._name[locale] || type.name
}

/** Sort toggling (spec §4): none or descending → ascending; ascending → descending. */
export function toggleTransactionSort(current: TransactionSort | undefined, field: TransactionSortField): TransactionSort {
  return current === field ? `-${field}` : field
}
