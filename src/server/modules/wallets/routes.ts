import { apiErrorSchema } from '@shared/contracts/api-error'
import {
  WALLET_CURRENCIES,
  transactionListContract,
  transactionListSchema,
  walletIdParamsSchema,
  walletListContract,
  walletListSchema,
  walletResponseSchema,
} from '@shared/contracts/wallet'
import { requireIdentity } from '@server/http/authentication'
import { listQuerySchema, paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users/current-user'
import { listTransactions, listWallets, openWallets, requireOwnWallet } from './service'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema }
const signedIn = { preValidation: async (request: Parameters<typeof requireIdentity>[0]) => void requireIdentity(request) }
const tags = ['wallets']
const security = [{ bearer: [] }]

/** Wallets and transactions: a customer only ever sees their own (others' wallets are 403). */
export async function walletRoutes(app: App) {
  const demo = app.config.FIREBASE_PROJECT_ID.startsWith('demo-')

  app.get(
    '/api/wallet/users',
    {
      ...signedIn,
      schema: {
        tags,
        security,
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
      await openWallets(app.db, user.id, { demo })
      const rows = await listWallets(app.db, user.id, currency)
      return paginated(rows, rows.length, 1, Math.max(rows.length, 1))
    },
  )

  app.get(
    '/api/wallet/users/:id',
    {
      ...signedIn,
      schema: {
        tags,
        security,
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
      ...signedIn,
      schema: {
        tags,
        security,
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
        receiptableId: query.filter['receipts.receiptable_id'],
        voucherDate: query.between.voucher_date,
        sort: query.sort ?? { field: 'voucher_date', descending: true },
        page: query.page,
        perPage: query.perPage,
        withType: query.include.has('transactionType'),
        withReferences: query.append.has('references'),
      })
    },
  )
}
