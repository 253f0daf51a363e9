import {
  WALLET_CURRENCIES,
  transactionListContract,
  transactionListSchema,
  walletIdParamsSchema,
  walletListContract,
  walletListSchema,
  walletResponseSchema,
} from '@shared/contracts/wallet'
import { referenceIdOf } from '@shared/contracts/order'
import { listQuerySchema, paginated } from '@server/http/list-query'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users'
import { listTransactions, listWallets, openWallets, requireOwnWallet } from './service'

const errors = errorResponses(403, 404)
const tags = ['wallets']

/** Wallets and transactions: a customer only ever sees their own (others' wallets are 404, like missing ones). Customer scope. */
export async function walletRoutes(app: App) {
  app.get(
    '/api/wallet/users',
    {
      schema: {
        tags,
        summary: 'My wallets, one per currency (filter[own]=1 is implied: only the caller’s wallets are ever listed)',
        querystring: listQuerySchema(walletListContract),
        response: { 200: walletListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const currency = request.query.filter.currency_id
      if (currency !== undefined && !WALLET_CURRENCIES.some((known) => known === currency)) {
        return paginated([], 0, 1, WALLET_CURRENCIES.length)
      }
      await openWallets(app.db, user.id)
      const rows = await listWallets(app.db, user.id, currency)
      return paginated(rows, rows.length, 1, Math.max(rows.length, 1))
    },
  )

  app.get(
    '/api/wallet/users/:id',
    {
      schema: {
        tags,
        summary: 'One of my wallets',
        params: walletIdParamsSchema,
        response: { 200: walletResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return { data: await requireOwnWallet(app.db, user.id, request.params.id) }
    },
  )

  app.get(
    '/api/transactions',
    {
      schema: {
        tags,
        summary:
          'My transactions: filter[wallet_id], filter[receipts.receiptable_id], filter_between[voucher_date]=start,end (seconds), sort=±voucher_date|±amount, include=transactionType, append=references, page',
        querystring: listQuerySchema(transactionListContract),
        response: { 200: transactionListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const query = request.query
      return listTransactions(app.db, user.id, {
        walletId: query.filter.wallet_id,
        receiptableId: optionalReference(query.filter['receipts.receiptable_id']),
        voucherDate: query.between.voucher_date,
        sort: query.sort ?? { field: 'voucher_date', descending: true },
        page: query.page,
        perPage: query.perPage,
        withType: query.include.has('transactionType'),
        withReferences: query.append.has('references'),
        locale: request.locale,
      })
    },
  )
}

/** The customer may type an order's code where the reference is the order's id. */
const optionalReference = (typed: string | undefined) => (typed === undefined ? undefined : referenceIdOf(typed))
