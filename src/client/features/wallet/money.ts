import { formatDong, formatYen } from '@shared/money/money'

/** An amount in its wallet's currency: dong with a trailing đ, yen in the ja-JP format. */
export function formatWalletAmount(amount: number, currency: string): string {
  if (currency === 'JPY') return formatYen(amount)
  if (currency === 'VND') return formatDong(amount)
  return `${amount} ${currency}`
}
