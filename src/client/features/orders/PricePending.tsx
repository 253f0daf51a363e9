import { Trans } from '@lingui/react/macro'
import { Alert } from '@client/ui'

/** A buy-by-link price staff have not confirmed yet: nothing can be paid until then (the order page and the payment page). */
export function PricePending() {
  return (
    <Alert variant="warning">
      <span data-testid="order-price-pending">
        <Trans>Giá đang chờ xác nhận — chưa thể thanh toán.</Trans>
      </span>
    </Alert>
  )
}
