import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BulkTransitionBody } from '@shared/contracts/admin/orders'
import { type ExportKind, exportFileName, type ExportRange } from '@shared/contracts/admin/exports'
import { endpointPath } from '@shared/contracts/endpoint'
import type { Endpoints } from '@shared/contracts/endpoints'
import { apiBlob } from '@client/app/api-client'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

/** POST /api/admin/orders/transitions: many orders to one status; the order lists and details follow. */
export function useBulkTransition() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: BulkTransitionBody) => (await callApi('POST /api/admin/orders/transitions', { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'orders'] }),
  })
}

const EXPORT_KEYS = {
  orders: 'GET /api/admin/exports/orders.csv',
  ledger: 'GET /api/admin/exports/ledger.csv',
  boxes: 'GET /api/admin/exports/boxes.csv',
} as const satisfies Record<ExportKind, keyof Endpoints>

/**
 * Fetches an export with the identity token (a plain link would carry none) and hands it to the browser
 * as a download named as the server names it.
 */
export async function downloadExport(kind: ExportKind, range: ExportRange): Promise<void> {
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString()
  const blob = await apiBlob(`${endpointPath(EXPORT_KEYS[kind])}?${query}`)
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName(kind, range)
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
