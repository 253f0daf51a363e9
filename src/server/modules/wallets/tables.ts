import { sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

/** One wallet per customer and currency. Balances are computed from the transactions. */
export const wallets = pgTable(
  'wallets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currencyId: text('currency_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('wallets_user_currency_unique').on(table.userId, table.currencyId)],
)

/** Kinds of wallet movement, named in each interface language. */
export const transactionTypes = pgTable('transaction_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** { vi?, en?, ja? } */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
})

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    transactionTypeId: integer('transaction_type_id')
      .notNull()
      .references(() => transactionTypes.id),
    /** Signed: credits are positive, debits negative; whole units of the wallet's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /**
     * 'posted' counts in the balance; a 'pending' debit only lowers what is available. A pending
     * auction hold ends once, by moving to 'released' (counts nowhere) or 'applied' (its money went
     * into a posted order_payment); its amount is never changed (auctions/holds.ts). A staff entry
     * above the approval threshold waits as 'awaiting_approval' until a second staff member posts it
     * ('posted') or rejects it ('rejected'); until then it counts nowhere (ledger.ts).
     */
    status: text('status').notNull().default('posted'),
    voucherDate: timestamp('voucher_date', { withTimezone: true }).notNull(),
    /** The Idempotency-Key of the staff request that recorded it: a retry records nothing twice. */
    requestKey: text('request_key').unique(),
    /** A deposit's bank transfer reference: the same transfer is never recorded twice. */
    bankReference: text('bank_reference').unique(),
    /**
     * A reversal names the posted entry it voids (ledger.ts voidLedgerEntry): the opposite amount, the
     * same type and order references. Unique, so an entry is voided at most once; `note` keeps the reason.
     */
    reversesId: integer('reverses_id')
      .unique('wallet_transactions_reverses_unique')
      .references((): AnyPgColumn => walletTransactions.id),
    note: text('note'),
    /**
     * An entry above LEDGER_CONFIRM_ABOVE_VND is written 'awaiting_approval' (counts nowhere) by one
     * staff member (`requested_by`: who, as audited) and posted by another, or 'rejected' (counts nowhere, ever).
     */
    requestedBy: jsonb('requested_by').$type<{ uid: string; email: string | null }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_transactions_wallet_date_idx').on(table.walletId, table.voucherDate, table.id),
    index('wallet_transactions_wallet_amount_idx').on(table.walletId, table.amount, table.id),
    // What a wallet has available counts posted and pending entries only: a hot lot's released holds
    // (one per change of leader) would otherwise be read on every bid of every bidder.
    index('wallet_transactions_counted_idx')
      .on(table.walletId, table.status, table.amount)
      .where(sql`${table.status} in ('posted', 'pending')`),
    // The few entries still pending (holds, transfers awaiting approval by bank): a lot's holds are found from them, not from its references.
    index('wallet_transactions_pending_idx').on(table.transactionTypeId, table.id).where(sql`${table.status} = 'pending'`),
    check(
      'wallet_transactions_status_check',
      sql`${table.status} in ('posted', 'pending', 'released', 'applied', 'awaiting_approval', 'rejected')`,
    ),
  ],
)

/** What a transaction refers to: a purchase, a sale order, a delivery, a bill of lading… */
export const transactionReferences = pgTable(
  'transaction_references',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => walletTransactions.id, { onDelete: 'cascade' }),
    receiptableType: text('receiptable_type').notNull(),
    receiptableId: text('receiptable_id').notNull(),
  },
  (table) => [
    index('transaction_references_transaction_idx').on(table.transactionId),
    index('transaction_references_receiptable_idx').on(table.receiptableId),
  ],
)
