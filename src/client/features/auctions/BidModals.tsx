import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Modal } from '@client/ui'
import { HrefLink } from '@client/app/HrefLink'

type ConfirmBidModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What is about to be bid, e.g. the price in dong and yen. */
  summary: ReactNode
  onConfirm: () => void
  busy: boolean
}

/** Spec §5: a confirmation is asked before bidding. */
export function ConfirmBidModal({ open, onOpenChange, summary, onConfirm, busy }: ConfirmBidModalProps) {
  const { t } = useLingui()
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t`Xác nhận đấu giá`}
      description={<Trans>Giá bạn đặt là giá tối đa: hệ thống chỉ trả giá vừa đủ để dẫn đầu.</Trans>}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Hủy</Trans>
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            <Trans>Đồng ý</Trans>
          </Button>
        </>
      }
    >
      <div data-testid="bid-confirm-summary">{summary}</div>
    </Modal>
  )
}

/** topUp: the wallet cannot hold the bid's deposit; the alert links to the top-up (VietQR) page. */
export type BidAlert = { variant: 'success' | 'danger' | 'warning'; message: string; topUp?: boolean }

/** Where a customer tops up their wallet (bank transfer by VietQR). */
export const TOP_UP_PATH = '/payment-information'

/** Spec §4: the answer to a bid in an alert modal (success, errors, warning). */
export function BidAlertModal({ alert, onClose }: { alert: BidAlert | null; onClose: () => void }) {
  const { t } = useLingui()
  const titles = { success: t`Đấu giá thành công`, danger: t`Đấu giá thất bại`, warning: t`Lưu ý` }
  return (
    <Modal
      open={alert !== null}
      onOpenChange={(open) => !open && onClose()}
      title={alert ? titles[alert.variant] : ''}
      footer={
        <Button onClick={onClose}>
          <Trans>Đóng</Trans>
        </Button>
      }
    >
      {alert && <Alert variant={alert.variant}>{alert.message}</Alert>}
      {alert?.topUp && (
        <p>
          <HrefLink href={TOP_UP_PATH}>
            <Trans>Nạp tiền</Trans>
          </HrefLink>
        </p>
      )}
    </Modal>
  )
}
