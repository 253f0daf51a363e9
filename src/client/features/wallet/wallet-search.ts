import { z } from 'zod/mini'
import { optionalChoice, optionalPage, optionalText } from '@client/app/search-params'

export const TRANSACTION_SORT_VALUES = ['voucher_date', '-voucher_date', 'amount', '-amount'] as const

/**
 * /customer/wallet/{id}: the transactions page, sort, voucher-date range ("start,end" in unix
 * seconds) and reference id — the URL is the table's state.
 */
export const walletDetailSearchSchema = z.object({
  transactions_page: optionalPage,
  sort: optionalChoice(TRANSACTION_SORT_VALUES),
  voucher_date: optionalText,
  reference: optionalText,
})

export type WalletDetailSearch = z.infer<typeof walletDetailSearchSchema>

/** "start,end" (seconds) → the range, or undefined when malformed. */
export function parseVoucherRange(text: string | undefined): [number, number] | undefined {
  const match = /^(\d{1,12}),(\d{1,12})$/.exec(text ?? '')
  if (!match) return undefined
  const range: [number, number] = [Number(match[1]), Number(match[2])]
  return range[0] <= range[1] ? range : undefined
}
