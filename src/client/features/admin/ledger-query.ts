import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { LedgerEntryBody, adminCustomerListContract } from '@shared/contracts/admin/ledger'
import { toQueryString } from '@shared/http/list-query'
import type { TransactionSort, transactionListContract } from '@shared/contracts/wallet'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const ledgerKeys = {
  all: [...adminKeys.all, 'ledger'] as const,
  customers: (search: string | undefined, page: number) => [...ledgerKeys.all, 'customers', search, page] as const,
  wallets: (customerId: number) => [...ledgerKeys.all, 'wallets', customerId] as const,
  transactions: (walletId: number, page: number, sort?: TransactionSort) =>
    [...ledgerKeys.all, 'transactions', walletId, page, sort] as const,
}

/** GET /api/admin/customers: by id, or part of the e-mail, name or phone. */
export function customersQueryOptions(search: string | undefined, page: number) {
  const query = toQueryString<typeof adminCustomerListContract>({ filter: { search }, page })
  return queryOptions({
    queryKey: ledgerKeys.customers(search, page),
    queryFn: ({ signal }) => callApi('GET /api/admin/customers', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/customers/{id}/wallets: the customer and their wallets with balances. */
export function customerWalletsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: ledgerKeys.wallets(customerId),
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/customers/:id/wallets', { params: { id: customerId }, signal })).data,
  })
}

/** GET /api/admin/wallets/{id}/transactions, as the customer's wallet page lists them. */
export function walletTransactionsQueryOptions(walletId: number, page: number, sort?: TransactionSort) {
  const query = toQueryString<typeof transactionListContract>({ page, sort })
  return queryOptions({
    queryKey: ledgerKeys.transactions(walletId, page, sort),
    queryFn: ({ signal }) => callApi('GET /api/admin/wallets/:id/transactions', { params: { id: walletId }, query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/admin/wallet-transactions with the entry's Idempotency-Key; balances and lists follow. */
export function useRecordLedgerEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ entry, key }: { entry: LedgerEntryBody; key: string }) =>
      (await callApi('POST /api/admin/wallet-transactions', { body: entry, headers: { 'Idempotency-Key': key } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}

/** The entries of a wallet that name an order (its payments, refunds and the deposits that named it). */
export function orderEntriesQueryOptions(walletId: number, orderId: number) {
  const query = toQueryString<typeof transactionListContract>({
    filter: { 'receipts.receiptable_id': String(orderId) },
    include: ['transactionType'],
    append: ['references'],
    perPage: 100,
  })
  return queryOptions({
    queryKey: [...ledgerKeys.all, 'order-entries', walletId, orderId] as const,
    queryFn: ({ signal }) => callApi('GET /api/admin/wallets/:id/transactions', { params: { id: walletId }, query, signal }),
  })
}

/** GET /api/admin/wallet-transactions/awaiting-approval: large entries waiting for a second staff member. */
export function awaitingApprovalQueryOptions() {
  return queryOptions({
    queryKey: [...ledgerKeys.all, 'awaiting-approval'] as const,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/wallet-transactions/awaiting-approval', { signal })).data,
  })
}

/** POST /api/admin/wallet-transactions/{id}/void with a reason and its Idempotency-Key; balances and lists follow. */
export function useVoidLedgerEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, reason, key }: { id: number; reason: string; key: string }) =>
      (
        await callApi('POST /api/admin/wallet-transactions/:id/void', {
          params: { id },
          body: { reason },
          headers: { 'Idempotency-Key': key },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}

/** POST /api/admin/wallet-transactions/{id}/approve or /reject (with a reason). */
export function useDecideLedgerEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, reject }: { id: number; reject?: string }) =>
      reject === undefined
        ? (await callApi('POST /api/admin/wallet-transactions/:id/approve', { params: { id }, body: {} })).data
        : (await callApi('POST /api/admin/wallet-transactions/:id/reject', { params: { id }, body: { reason: reject } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  })
}
