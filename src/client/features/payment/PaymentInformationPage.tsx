import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderCode } from '@shared/contracts/order'
import { formatDong, formatDongForTransfer } from '@shared/money/money'
import { canPayOrder } from '@shared/orders'
import { BANK_TRANSFER_ACCOUNT, EXAMPLE_TRANSFER_CONTENT } from '@shared/payment/bank-account'
import { buildVietQrPayload, parseTransferAmount, transferContent } from '@shared/payment/vietqr'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Card, orMissing } from '@client/ui'
import { CopyButton } from '@client/features/account'
import { useAuth } from '@client/features/auth'
import { orderQueryOptions, PricePending } from '@client/features/orders'
import { VietQrCode } from './VietQrCode'
import * as styles from './payment.css'

type PaymentInformationPageProps = {
  /** The amount text as the order page wrote it (VND: no đ sign, a trailing d). */
  price?: string
  /** The order being paid: its code is the transfer content. */
  orderId?: string
}

/** The transfer content: the order's code (OS000123) for an order id, the text itself otherwise. */
function contentFor(orderId: string | undefined): string | undefined {
  if (!orderId?.trim()) return undefined
  return /^\d{1,10}$/.test(orderId.trim()) ? orderCode(Number(orderId.trim())) : transferContent(orderId)
}

export function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  )
}

/** The order's id when the page names one by its number. */
const orderNumber = (orderId: string | undefined) => (orderId && /^\d{1,10}$/.test(orderId.trim()) ? Number(orderId.trim()) : 0)

/** The page's title over a notice instead of the transfer details (nothing to pay now, or not yet). */
export function PaymentNotice({ children }: { children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        <Trans>Thông tin thanh toán</Trans>
      </h1>
      {children}
    </section>
  )
}

/**
 * /payment-information: where to transfer the money, and a VietQR code that fills it all in a banking app.
 * For one of the signed-in customer's orders the amount is what the order has due now (its money
 * position), whatever the address says; an order with nothing due, or whose buy-by-link price awaits
 * staff, shows no code to pay.
 */
export function PaymentInformationPage({ price, orderId }: PaymentInformationPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Thông tin thanh toán`)
  const { user } = useAuth()
  const id = orderNumber(orderId)
  const order = useQuery({ ...orderQueryOptions(id), enabled: id > 0 && Boolean(user), retry: false })
  const content = contentFor(orderId)
  const known = order.data
  if (known?.price_pending)
    return (
      <PaymentNotice>
        <PricePending />
      </PaymentNotice>
    )
  if (known?.needs_address)
    return (
      <PaymentNotice>
        <Alert variant="warning">
          <Trans>Đơn hàng chưa có địa chỉ nhận hàng. Vui lòng chọn địa chỉ để thanh toán.</Trans>{' '}
          <Link to="/customer/orders/$id" params={{ id: String(known.id) }}>
            {known.code}
          </Link>
        </Alert>
      </PaymentNotice>
    )
  if (known && !canPayOrder(known, known.status_id))
    return (
      <PaymentNotice>
        <Alert variant="success">
          {known.code} · <Trans>Còn phải trả</Trans>: {formatDong(0)}
        </Alert>
      </PaymentNotice>
    )
  const amountText = known ? formatDongForTransfer(known.amount_due) : price
  return (
    <section className={styles.page} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        <Trans>Thông tin thanh toán</Trans>
      </h1>
      <p className={styles.intro}>
        <Trans>Vui lòng chuyển khoản đúng số tiền và nội dung dưới đây, hoặc quét mã VietQR bằng ứng dụng ngân hàng.</Trans>
      </p>
      <TransferDetails amountText={amountText} content={content} />
    </section>
  )
}

/** The bank account, amount and content of one transfer, and its VietQR code (an order's or a checkout's). */
export function TransferDetails({ amountText, content }: { amountText: string | undefined; content: string | undefined }) {
  const { t } = useLingui()
  const account = BANK_TRANSFER_ACCOUNT
  const payload = buildVietQrPayload({
    bankBin: account.bankBin,
    accountNumber: account.accountNumber,
    amount: parseTransferAmount(amountText),
    content,
  })
  return (
    <div className={styles.layout}>
      <Card className={styles.card}>
        <dl className={styles.list}>
          <Row term={<Trans>Ngân hàng</Trans>}>{account.bankName}</Row>
          <Row term={<Trans>Số tài khoản</Trans>}>
            <span className={styles.accountLine}>
              <span className={styles.strong}>{account.accountNumber}</span>
              <CopyButton text={account.accountNumber} label={t`Sao chép số tài khoản`} />
            </span>
          </Row>
          <Row term={<Trans>Chủ tài khoản</Trans>}>{account.accountOwner}</Row>
          <Row term={<Trans>Số tiền</Trans>}>
            <span className={styles.amount}>{orMissing(amountText)}</span>
          </Row>
          <Row term={<Trans>Nội dung chuyển khoản</Trans>}>
            {content ? (
              <span className={styles.strong}>{content}</span>
            ) : (
              <span className={styles.example}>
                <Trans>Ví dụ: {EXAMPLE_TRANSFER_CONTENT} (mã đơn hàng của bạn)</Trans>
              </span>
            )}
          </Row>
        </dl>
      </Card>
      <Card className={styles.qrCard}>
        <h2 className={styles.qrTitle}>
          <Trans>Quét mã VietQR</Trans>
        </h2>
        <VietQrCode payload={payload} />
        <p className={styles.note}>
          <Trans>Mã QR đã có sẵn ngân hàng, số tài khoản, số tiền và nội dung chuyển khoản. Hãy kiểm tra lại trước khi xác nhận.</Trans>
        </p>
      </Card>
    </div>
  )
}
