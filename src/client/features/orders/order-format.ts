import { formatDong, formatYen } from '@shared/money/money'

/** Order dates are unix seconds, shown in the en-GB format of spec §9 (day/month/year). */
export function formatOrderDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB')
}

/** A notification's time: day/month/year and hours:minutes (en-GB). */
export function formatOrderDateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
}

export function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString()
}

/** An amount in its own currency: yen in the ja-JP format, dong with the trailing đ. */
export function formatMoney(amount: number, currency: 'JPY' | 'VND'): string {
  return currency === 'JPY' ? formatYen(amount) : formatDong(amount)
}
