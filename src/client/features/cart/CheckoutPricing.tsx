import type { UseQueryResult } from '@tanstack/react-query'
import { Plural, Trans } from '@lingui/react/macro'
import type { CartShopGroup } from '@shared/contracts/cart'
import type { OrderQuote } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { ORDER_TAX_PERCENT, cartSummary } from '@shared/orders/totals'
import { Alert, Amount, Price, Skeleton } from '@client/ui'
import * as styles from './cart.css'

type CheckoutPricingProps = {
  groups: readonly CartShopGroup[]
  rate: number | undefined
  quote: UseQueryResult<OrderQuote>
  /** The chosen shipment method's name, for the estimate's row. */
  methodName: string
}

const sum = (orders: OrderQuote['orders'], figure: (order: OrderQuote['orders'][number]) => number) =>
  orders.reduce((total, order) => total + figure(order), 0)

/** A figure of the quote, or its placeholder while it is being worked out. */
function Figure({ value, testId }: { value: number | undefined; testId: string }) {
  if (value === undefined) return <Skeleton width="6em" height="1em" />
  return (
    <Amount>
      <span data-testid={testId} data-vnd={value}>
        {formatDong(value)}
      </span>
    </Amount>
  )
}

/**
 * The pricing table of the checkout (spec §2, §9: goods, tax 10 %, coupon, goods with tax) completed with what
 * the orders will really cost: service fee, estimated shipping per the chosen method, the invitation
 * credit, and one order per shop, each with the amount its payment will ask (one transfer pays them all).
 */
export function CheckoutPricing({ groups, rate, quote, methodName }: CheckoutPricingProps) {
  const summary = cartSummary(groups.flatMap((group) => group.products))
  const orders = quote.data?.orders
  const discount = orders ? sum(orders, (order) => order.freight_discount) : 0
  return (
    <>
      <table className={styles.pricing} data-testid="checkout-pricing">
        <tbody>
          <tr>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Tiền hàng</Trans>
            </th>
            <td className={styles.pricingCell} data-yen={summary.goods_cost}>
              <Price yen={summary.goods_cost} rate={rate} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Thuế ({ORDER_TAX_PERCENT}%)</Trans>
            </th>
            <td className={styles.pricingCell} data-yen={summary.tax}>
              <Price yen={summary.tax} rate={rate} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Mã giảm giá</Trans>
            </th>
            <td className={styles.pricingCell} data-yen={summary.coupon_discount}>
              <Price yen={summary.coupon_discount} rate={rate} />
            </td>
          </tr>
          <tr className={styles.pricingSubtotal}>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Tiền hàng gồm thuế</Trans>
            </th>
            <td className={styles.pricingCell} data-yen={summary.total}>
              <Price yen={summary.total} rate={rate} />
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Phí dịch vụ</Trans>
            </th>
            <td className={styles.pricingCell}>
              <Figure value={orders && sum(orders, (order) => order.service_fee_vnd)} testId="pricing-service-fee" />
            </td>
          </tr>
          <tr>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Phí vận chuyển ước tính ({methodName})</Trans>
            </th>
            <td className={styles.pricingCell}>
              <Figure
                value={orders && sum(orders, (order) => order.estimated_freight_charge + order.freight_discount)}
                testId="pricing-shipping"
              />
            </td>
          </tr>
          {discount > 0 && (
            <tr>
              <th scope="row" className={styles.pricingHead}>
                <Trans>Giảm phí vận chuyển (mã giới thiệu)</Trans>
              </th>
              <td className={styles.pricingCell} data-testid="pricing-shipping-discount" data-vnd={discount}>
                <Amount>−{formatDong(discount)}</Amount>
              </td>
            </tr>
          )}
          <tr className={styles.pricingTotal}>
            <th scope="row" className={styles.pricingHead}>
              <Trans>Tổng thanh toán</Trans>
            </th>
            <td className={styles.pricingCell}>
              <Figure value={quote.data?.total} testId="pricing-total" />
            </td>
          </tr>
        </tbody>
      </table>
      {quote.isError && (
        <Alert variant="danger">
          <Trans>Chưa tính được chi phí của đơn hàng: {quote.error.message}</Trans>
        </Alert>
      )}
      {orders && <OrderTransfers orders={orders} groups={groups} />}
    </>
  )
}

/** One order per shop, all paid by one transfer (the checkout's payment page): how many, and how much each. */
function OrderTransfers({ orders, groups }: { orders: OrderQuote['orders']; groups: readonly CartShopGroup[] }) {
  const count = orders.length
  return (
    <section className={styles.transfers} aria-labelledby="checkout-transfers-title" data-testid="checkout-transfers" data-count={count}>
      <h3 id="checkout-transfers-title" className={styles.transfersTitle}>
        <Plural value={count} one="# đơn hàng, 1 lần chuyển khoản" other="# đơn hàng, 1 lần chuyển khoản" />
      </h3>
      <p className={styles.note}>
        <Trans>Mỗi cửa hàng là một đơn hàng riêng; một lần chuyển khoản trả cho tất cả.</Trans>
      </p>
      <ul className={styles.transferList}>
        {orders.map((order, index) => {
          const shopName = groups[index]?.shop_name ?? ''
          return (
            <li
              key={`${order.shop_id}-${index}`}
              className={styles.transferRow}
              data-testid="checkout-transfer"
              data-shop-id={order.shop_id}
            >
              <span>
                <Trans>Đơn {shopName}</Trans>
              </span>
              <span className={styles.transferAmount} data-vnd={order.grand_total}>
                {formatDong(order.grand_total)}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
