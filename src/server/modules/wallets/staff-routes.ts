import { z } from 'zod'
import {
  adminCustomerWalletsResponseSchema,
  ledgerApprovalListSchema,
  ledgerApproveBodySchema,
  ledgerEntryBodySchema,
  ledgerEntryResponseSchema,
  ledgerRejectBodySchema,
  ledgerVoidBodySchema,
} from '@shared/contracts/admin/ledger'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '@shared/contracts/order'
import { idParamsSchema } from '@shared/contracts/fields'
import { transactionListContract, transactionListSchema } from '@shared/contracts/wallet'
import { AppError } from '@server/http/app-error'
import { requiredIdempotencyKey } from '@server/http/idempotency'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { staffActor } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { findCustomerForStaff } from '@server/modules/users'
import { approveLedgerEntry, listAwaitingApproval, recordLedgerEntry, rejectLedgerEntry, voidLedgerEntry } from './ledger'
import { csvExportRoute } from '@server/http/csv-export'
import { LEDGER_EXPORT_HEADER, ledgerExportRows } from './ledger-export'
import { findWallet, listTransactions, listWallets, openWallets } from './service'

const tags = ['admin']
const errors = errorResponses(403, 404, 409, 422)

/** What the staff ledger's routes use: the notifier tells the customer of every entry. */
export type WalletStaffRouteDeps = { notifier: Notifier }

/** Staff scope: a customer's wallets and transactions, and the ledger's writes (deposit, debit, refund, void). */
export async function walletStaffRoutes(app: App, { notifier }: WalletStaffRouteDeps) {
  csvExportRoute(app, {
    kind: 'ledger',
    roles: ['finance'],
    tags,
    rowsAre: 'The ledger’s entries with a voucher date',
    header: LEDGER_EXPORT_HEADER,
    rows: (range) => ledgerExportRows(app.db, range),
  })

  app.get(
    '/customers/:id/wallets',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'A customer and their wallets (balance = sum of the transactions)',
        params: idParamsSchema,
        response: { 200: adminCustomerWalletsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await findCustomerForStaff(app.db, request.params.id)
      if (!customer) throw new AppError(404, 'customerNotFound')
      await openWallets(app.db, customer.id)
      return { data: { customer, wallets: await listWallets(app.db, customer.id) } }
    },
  )

  app.get(
    '/wallets/:id/transactions',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'A wallet’s transactions, as its customer sees them (same filters and sorts)',
        params: idParamsSchema,
        querystring: listQuerySchema(transactionListContract),
        response: { 200: transactionListSchema, ...errors },
      },
    },
    async (request) => {
      const wallet = await findWallet(app.db, request.params.id)
      if (!wallet) throw new AppError(404, 'notFound')
      const query = request.query
      return listTransactions(app.db, wallet.user_id, {
        walletId: wallet.id,
        receiptableId: query.filter['receipts.receiptable_id'],
        voucherDate: query.between.voucher_date,
        sort: query.sort ?? { field: 'voucher_date', descending: true },
        page: query.page,
        perPage: query.perPage,
        withType: true,
        withReferences: true,
        withAwaiting: true,
        locale: request.locale,
      })
    },
  )

  app.post(
    '/wallet-transactions',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary:
          'Record a deposit (bank_reference, once ever), a purchase debit (at most the available amount) or a refund (at most what was applied to order_id less refunds); once per Idempotency-Key; audited; the customer is notified',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }).loose(),
        body: ledgerEntryBodySchema,
        response: { 200: ledgerEntryResponseSchema, 201: ledgerEntryResponseSchema, 202: ledgerEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request)
      const entry = { entry: request.body, key, now: app.clock.now(), notifier, confirmAbove: app.config.LEDGER_CONFIRM_ABOVE_VND }
      // 202: above LEDGER_CONFIRM_ABOVE_VND the entry waits for a second staff member's approval.
      let outcome = { replayed: false, awaiting: false }
      const status = () => (outcome.replayed ? 200 : outcome.awaiting ? 202 : 201)
      const answer = await writeAndAnswer(
        request,
        app.db,
        async (tx) => {
          const { result, ...rest } = await recordLedgerEntry(tx, staffActor(request), entry)
          outcome = rest
          return { data: result }
        },
        status,
      )
      reply.header(IDEMPOTENCY_REPLAYED_HEADER, String(outcome.replayed))
      return reply.status(status()).send(answer)
    },
  )

  app.post(
    '/wallet-transactions/:id/void',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary:
          'Void a posted entry by a reversal naming it (same type and order, opposite amount) with a reason; once per entry and per Idempotency-Key; audited; the customer is notified',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }).loose(),
        params: idParamsSchema,
        body: ledgerVoidBodySchema,
        response: { 200: ledgerEntryResponseSchema, 201: ledgerEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request)
      const input = { transactionId: request.params.id, body: request.body, key, now: app.clock.now(), notifier }
      let replayed = false
      const answer = await writeAndAnswer(
        request,
        app.db,
        async (tx) => {
          const voided = await voidLedgerEntry(tx, staffActor(request), input)
          replayed = voided.replayed
          return { data: voided.result }
        },
        () => (replayed ? 200 : 201),
      )
      reply.header(IDEMPOTENCY_REPLAYED_HEADER, String(replayed))
      return reply.status(replayed ? 200 : 201).send(answer)
    },
  )

  app.get(
    '/wallet-transactions/awaiting-approval',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Entries above LEDGER_CONFIRM_ABOVE_VND awaiting a second staff member’s approval, oldest first',
        response: { 200: ledgerApprovalListSchema },
      },
    },
    async () => ({ data: await listAwaitingApproval(app.db) }),
  )

  app.post(
    '/wallet-transactions/:id/approve',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary:
          'Post an entry awaiting approval (not by the staff member who asked: 403); bounds checked again; audited; the customer is notified',
        params: idParamsSchema,
        body: ledgerApproveBodySchema,
        response: { 200: ledgerEntryResponseSchema, ...errors },
      },
    },
    async (request) =>
      writeAndAnswer(request, app.db, async (tx) => ({
        data: await approveLedgerEntry(tx, staffActor(request), { transactionId: request.params.id, now: app.clock.now(), notifier }),
      })),
  )

  app.post(
    '/wallet-transactions/:id/reject',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Reject an entry awaiting approval with a reason: it never posts; audited',
        params: idParamsSchema,
        body: ledgerRejectBodySchema,
        response: { 200: ledgerEntryResponseSchema, ...errors },
      },
    },
    async (request) =>
      writeAndAnswer(request, app.db, async (tx) => ({
        data: await rejectLedgerEntry(tx, staffActor(request), { transactionId: request.params.id, body: request.body }),
      })),
  )
}
