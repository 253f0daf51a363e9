import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CheckoutPayment } from '@shared/contracts/checkout'
import { formatDong, formatDongForTransfer } from '@shared/money/money'
import { callApi } from '@client/app/call-api'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, Skeleton, useToast } from '@client/ui'
import { orderKeys, PricePending } from '@client/features/orders'
import { walletKeys } from '@client/features/wallet'
import { PaymentNotice, TransferDetails } from './PaymentInformationPage'
import * as styles from './payment.css'

export const checkoutPaymentKeys = {
  detail: (id: number) => ['checkouts', 'payment', id] as const,
}

/** GET /api/checkouts/:id/payment: checked again whenever the screen opens (a transfer may have arrived). */
function checkoutPaymentQuery(id: number) {
  return queryOptions({
    queryKey: checkoutPaymentKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/checkouts/:id/payment', { params: { id }, signal })).data,
    staleTime: 0,
    retry: false,
  })
}

/** The checkout's id when the page names one by its number. */
export const checkoutNumber = (value: string | undefined) => (value && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : 0)

/**
 * /payment-information?checkout_id=…: a checkout of several shops paid at once. Its orders with what each
 * has due, the total, one transfer (content: the checkout's code; the bank feed splits it over the orders
 * in order) and one payment from the wallet for the total, or for what the wallet covers.
 */
export function CheckoutPaymentPage({ checkoutId }: { checkoutId: number }) {
  const { t } = useLingui()
  usePageTitle(t`Thông tin thanh toán`)
  const payment = useQuery(checkoutPaymentQuery(checkoutId))
  if (payment.isPending)
    return (
      <PaymentNotice>
        <Skeleton height="12em" />
      </PaymentNotice>
    )
  if (payment.isError)
    return (
      <PaymentNotice>
        <Alert variant="danger">{payment.error.message}</Alert>
      </PaymentNotice>
    )
  const checkout = payment.data
  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        <Trans>Thông tin thanh toán</Trans>
      </h1>
      <CheckoutOrders checkout={checkout} />
      {checkout.total_due > 0 ? (
        <>
          <WalletPayment checkout={checkout} />
          <p className={styles.intro}>
            <Trans>Một lần chuyển khoản cho tất cả các đơn: đúng số tiền và nội dung dưới đây.</Trans>
          </p>
          <TransferDetails amountText={formatDongForTransfer(checkout.total_due)} content={checkout.code} />
        </>
      ) : (
        <Alert variant="success">
          <Trans>Còn phải trả</Trans>: {formatDong(0)}
        </Alert>
      )}
    </section>
  )
}

/** The checkout's orders, each with what it has due now, and the total. */
function CheckoutOrders({ checkout }: { checkout: CheckoutPayment }) {
  return (
    <Card className={styles.card}>
      <h2 className={styles.qrTitle} id="checkout-orders-title">
        <Trans>Đơn hàng</Trans>
      </h2>
      <ul className={styles.orders} aria-labelledby="checkout-orders-title">
        {checkout.orders.map((order) => (
          <li key={order.id} className={styles.orderRow}>
            <Link to="/customer/orders/$id" params={{ id: String(order.id) }}>
              {order.code}
            </Link>
            <span className={styles.strong}>{formatDong(order.amount_due)}</span>
            {order.price_pending && <PricePending />}
          </li>
        ))}
      </ul>
      <dl className={styles.orderRow}>
        <dt>
          <Trans>Còn phải trả</Trans>
        </dt>
        <dd className={styles.amount}>{formatDong(checkout.total_due)}</dd>
      </dl>
    </Card>
  )
}

/** One payment from the wallet: the total when it covers it, else what it has (the orders in order). */
function WalletPayment({ checkout }: { checkout: CheckoutPayment }) {
  const { t } = useLingui()
  const toast = useToast()
  const client = useQueryClient()
  const pay = useMutation({
    mutationFn: async () => (await callApi('POST /api/checkouts/:id/pay-from-wallet', { params: { id: checkout.id } })).data,
    onSuccess: (result) => {
      client.setQueryData(checkoutPaymentKeys.detail(checkout.id), result.payment)
      void client.invalidateQueries({ queryKey: orderKeys.all })
      void client.invalidateQueries({ queryKey: walletKeys.all })
      toast.show(t`Đã trả ${formatDong(result.total_paid)} từ ví`, { variant: 'success' })
    },
    onError: (error) => toast.show(error.message, { variant: 'danger' }),
  })
  const amount = Math.min(checkout.wallet_available, checkout.total_due)
  if (amount <= 0) return null
  const text = formatDong(amount)
  return (
    <Card className={styles.card}>
      <p className={styles.intro}>
        <Trans>Số dư</Trans>: {formatDong(checkout.wallet_available)}
      </p>
      <Button onClick={() => pay.mutate()} disabled={pay.isPending}>
        <Trans>Trả {text} từ ví</Trans>
      </Button>
    </Card>
  )
}
