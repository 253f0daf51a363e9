import { formatDong, formatYen } from '@shared/money/money'

/** An amount in its own currency: yen in the ja-JP format, dong with the trailing đ. */
export function formatMoney(amount: number, currency: 'JPY' | 'VND'): string {
  return currency === 'JPY' ? formatYen(amount) : formatDong(amount)
}
