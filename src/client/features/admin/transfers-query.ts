import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { BANK_STATEMENT_FILE_FIELD, type AssignTransferBody, type bankTransferListContract } from '@shared/contracts/payments'
import { toQueryString } from '@shared/http/list-query'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const transferKeys = [...adminKeys.all, 'bank-transfers'] as const

/** GET /api/admin/bank-transfers: the queue (status unmatched) or every transfer the bank feed reported. */
export function bankTransfersQueryOptions(status: string | undefined, page: number) {
  const query = toQueryString<typeof bankTransferListContract>({ filter: { status }, page })
  return queryOptions({
    queryKey: [...transferKeys, status, page],
    queryFn: ({ signal }) => callApi('GET /api/admin/bank-transfers', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/admin/bank-transfers/{id}/assign (credited and applied as the feed would); orders, wallets and the queue follow. */
export function useAssignTransfer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: AssignTransferBody }) =>
      (await callApi('POST /api/admin/bank-transfers/:id/assign', { params: { id }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** POST /api/admin/bank-transfers/{id}/return: the money went back to the payer. */
export function useReturnTransfer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, note }: { id: number; note: string }) =>
      (await callApi('POST /api/admin/bank-transfers/:id/return', { params: { id }, body: { note } })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/** POST /api/admin/bank-transfers/import: a bank statement (CSV) matched row by row as the feed would; orders, wallets and the queue follow. */
export function useImportStatement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData()
      body.append(BANK_STATEMENT_FILE_FIELD, file)
      return (await callApi('POST /api/admin/bank-transfers/import', { body })).data
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
