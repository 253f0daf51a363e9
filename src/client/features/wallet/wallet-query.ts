import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { toQueryString } from '@shared/http/list-query'
import {
  TRANSACTIONS_PER_PAGE,
  type TransactionSort,
  type transactionListContract,
  type walletListContract,
} from '@shared/contracts/wallet'
import { callApi } from '@client/app/call-api'

export type TransactionParams = {
  walletId: number
  page: number
  sort?: TransactionSort
  voucherDate?: [number, number]
  reference?: string
}

export const walletKeys = {
  all: ['wallets'] as const,
  list: () => [...walletKeys.all, 'list'] as const,
  detail: (id: number) => [...walletKeys.all, 'detail', id] as const,
  transactions: (params: TransactionParams) => [...walletKeys.all, 'transactions', params] as const,
}

/** Staff record deposits, debits and refunds at any time: a shown wallet is checked again whenever a screen opens. */
const ALWAYS_CHECK = 0

const myWallets = toQueryString<typeof walletListContract>({ filter: { own: 1 } })

/** GET /api/wallet/users?filter[own]=1: my wallets, one per currency. */
export function walletsQueryOptions() {
  return queryOptions({
    queryKey: walletKeys.list(),
    queryFn: async ({ signal }) => (await callApi('GET /api/wallet/users', { query: myWallets, signal })).data,
    staleTime: ALWAYS_CHECK,
  })
}

/** GET /api/wallet/users/{id}. */
export function walletQueryOptions(id: number) {
  return queryOptions({
    queryKey: walletKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/wallet/users/:id', { params: { id }, signal })).data,
    staleTime: ALWAYS_CHECK,
  })
}

/** GET /api/transactions of one wallet with the type and references; keeps the last page while the next loads. */
export function transactionsQueryOptions(params: TransactionParams) {
  const query = toQueryString<typeof transactionListContract>({
    filter: { wallet_id: params.walletId, 'receipts.receiptable_id': params.reference },
    filterBetween: { voucher_date: params.voucherDate },
    include: ['transactionType'],
    append: ['references'],
    sort: params.sort,
    page: params.page,
    perPage: TRANSACTIONS_PER_PAGE,
  })
  return queryOptions({
    queryKey: walletKeys.transactions(params),
    queryFn: ({ signal }) => callApi('GET /api/transactions', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: ALWAYS_CHECK,
  })
}
