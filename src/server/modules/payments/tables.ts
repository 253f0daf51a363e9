import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Bank transfers the bank feed reported (issue 28), each recorded once by the feed's id: the unique
 * index makes a retried or concurrent delivery of the same transfer a no-op. What became of each:
 * applied (credited to a wallet, perhaps partly applied to an order), unmatched (waiting in the staff
 * queue), ignored (out of the account, another account, a bank reference already credited) or
 * returned (staff sent the money back).
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    provider: text('provider').notNull().default('sepay'),
    providerId: text('provider_id').notNull(),
    gateway: text('gateway').notNull().default(''),
    accountNumber: text('account_number').notNull(),
    transactionDate: text('transaction_date').notNull().default(''),
    transferType: text('transfer_type').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    content: text('content').notNull().default(''),
    code: text('code'),
    referenceCode: text('reference_code'),
    /** The body as the feed sent it. */
    payload: jsonb('payload').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    orderId: integer('order_id'),
    /** The checkout the transfer named (its orders paid in order), or null. */
    checkoutId: integer('checkout_id'),
    /** What a checkout's transfer paid: each order and the amount applied to it, in order. */
    allocations: jsonb('allocations').$type<{ order_id: number; amount: number }[]>().notNull().default([]),
    customerId: integer('customer_id'),
    appliedAmount: bigint('applied_amount', { mode: 'number' }).notNull().default(0),
    note: text('note').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('bank_transfers_provider_id_unique').on(table.provider, table.providerId),
    index('bank_transfers_status_idx').on(table.status, table.id),
    // The staff search: a bank reference → its transfer and order.
    index('bank_transfers_reference_upper_idx').on(sql`upper(${table.referenceCode})`),
    check('bank_transfers_status_check', sql`${table.status} in ('applied', 'unmatched', 'ignored', 'returned')`),
  ],
)
