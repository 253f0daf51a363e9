import {
  TRANSACTION_APPENDS,
  TRANSACTION_INCLUDES,
  TRANSACTION_SORTS,
  TRANSACTIONS_PER_PAGE,
  WALLET_CURRENCIES,
  transactionListSchema,
  walletIdParamsSchema,
  walletListSchema,
  walletResponseSchema,
} from '@shared/contracts/wallet'
import { paginated, parseListQuery } from '@server/http/list-query'
import { listQuerystringSchema } from '@server/http/list-route'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users/current-user'
import { listTransactions, listWallets, openWallets, requireOwnWallet } from './service'

const walletQuery = { filters: { own: 'boolean', currency_id: 'string' } } as const

const transactionQuery = {
  filters: { wallet_id: 'int', 'receipts.receiptable_id': 'string' },
  between: ['voucher_date'],
  includes: TRANSACTION_INCLUDES,
  appends: TRANSACTION_APPENDS,
  sorts: TRANSACTION_SORTS,
  defaultSort: '-voucher_date',
  perPage: { default: TRANSACTIONS_PER_PAGE, max: 100 },
} as const

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
        querystring: listQuerystringSchema,
        response: { 200: walletListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const query = parseListQuery(request.query, walletQuery)
      const currency = query.filter.currency_id as string | undefined
      if (currency !== undefined && !(WALLET_CURRENCIES as readonly string[]).includes(currency)) {
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
        querystring: listQuerystringSchema,
        response: { 200: transactionListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      const query = parseListQuery(request.query, transactionQuery)
      return listTransactions(app.db, user.id, {
        walletId: query.filter.wallet_id as number | undefined,
        receiptableId: query.filter['receipts.receiptable_id'] as string | undefined,
        voucherDate: query.between.voucher_date,
        sort: { field: query.sort?.field === 'amount' ? 'amount' : 'voucher_date', descending: query.sort?.descending ?? true },
        page: query.page,
        perPage: query.perPage,
        withType: query.include.has('transactionType'),
        withReferences: query.append.has('references'),
      })
    },
  )
}
