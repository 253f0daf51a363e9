import { useLingui } from '@lingui/react/macro'
import { SNIPE_LOG_STATUSES, type BidLogStatus } from '@shared/auctions/statuses'

/** Spec §4 Bid log statuses in the reader's language, plus the snipe entries; an unknown status is shown raw. */
export function useBidLogStatusLabel() {
  const { t } = useLingui()
  const labels: Record<BidLogStatus | (typeof SNIPE_LOG_STATUSES)[keyof typeof SNIPE_LOG_STATUSES], string> = {
    success: t`Đang dẫn đầu`,
    'missing-top': t`Bị vượt giá`,
    'final-missing-top': t`Đã thua`,
    'final-success': t`Đã thắng`,
    [SNIPE_LOG_STATUSES.scheduled]: t`Đặt giá phút chót đã lên lịch`,
    [SNIPE_LOG_STATUSES.failed]: t`Đặt giá phút chót thất bại`,
  }
  return (status: string) => (labels as Record<string, string>)[status] ?? status
}

/** Why a snipe failed, in the reader's language; an unknown reason is shown as sent. */
export function useSnipeFailureReason() {
  const { t } = useLingui()
  const reasons: Record<string, string> = {
    auction_ended: t`phiên đấu giá đã kết thúc`,
    outbid_beyond_limit: t`giá hiện tại đã vượt giá tối đa của bạn`,
    below_minimum: t`giá tối đa thấp hơn mức tối thiểu lúc đặt`,
    no_permission: t`tài khoản không còn quyền đấu giá`,
    venue_error: t`sàn đấu giá không phản hồi`,
    deposit_short: t`không đủ tiền cọc`,
  }
  return (reason: string | null) => (reason === null ? '' : (reasons[reason] ?? reason))
}
