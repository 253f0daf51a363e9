import { useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CartShopGroup } from '@shared/contracts/cart'
import { DEFAULT_SHIPMENT_METHOD } from '@shared/contracts/reference'
import type { ShipmentMethodId } from '@shared/orders/totals'
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales'
import { shipmentMethodName } from '@shared/logistics/reference-names'
import { Alert, Button, Skeleton, useToast } from '@client/ui'
import { AddressCard, AddressPickerModal, addressesQueryOptions, defaultAddress } from '@client/features/addresses'
import { useCurrentUser } from '@client/features/auth'
import { useExchangeRate } from '@client/features/rates'
import { CheckoutPricing } from './CheckoutPricing'
import { type CheckoutResult, isNetworkError, useCreateOrders } from './create-orders'
import { orderQuoteQueryOptions } from './order-quote-query'
import * as styles from './cart.css'

const SHIPMENT_METHODS: readonly ShipmentMethodId[] = ['air', 'sea']

type CheckoutProps = {
  userId: number
  /** The selected, orderable lines per shop. */
  groups: readonly CartShopGroup[]
  /** Cart changes still waiting to reach the server: ordering now would order something else. */
  syncing: boolean
  /** A direct order's own handling of the result, instead of the cart's toasts and the order list. */
  onResult?: (result: CheckoutResult) => void
}

/** Checkout on the cart page: address card, shipment method, pricing table and Create order. */
export function Checkout({ userId, groups, syncing, onResult }: CheckoutProps) {
  const { t } = useLingui()
  const toast = useToast()
  const navigate = useNavigate()
  const user = useCurrentUser()
  const rate = useExchangeRate()
  const addresses = useQuery(addressesQueryOptions())
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null)
  const [method, setMethod] = useState<ShipmentMethodId>(DEFAULT_SHIPMENT_METHOD)
  const [changing, setChanging] = useState(false)
  const create = useCreateOrders()
  // Set at once on click (the pending state renders a moment later): a double click sends one checkout.
  const submitting = useRef(false)
  const methodName = useMethodNames()

  const list = addresses.data ?? []
  const address = list.find((entry) => entry.id === chosenAddressId) ?? defaultAddress(list) ?? list[0]
  const quote = useQuery(orderQuoteQueryOptions(method, groups))
  const itemCount = groups.reduce((sum, group) => sum + group.products.length, 0)
  const canCreate = itemCount > 0 && address !== undefined && !create.isPending && !syncing

  const submit = () => {
    if (!canCreate || !address || submitting.current) return
    submitting.current = true
    create.mutate(
      { userId, user: user.data, address, method, groups },
      {
        onSettled: () => {
          submitting.current = false
        },
        onSuccess: (result) => {
          if (onResult) return onResult(result)
          const { created, failures } = result
          if (created.length > 0 && failures.length === 0) {
            toast.show(t`Tạo đơn hàng thành công`, { variant: 'success' })
            // Several shops: one payment screen for all the checkout's orders (one transfer).
            const checkoutId = created.length > 1 ? created[0].checkout_id : null
            if (checkoutId) void navigate({ to: '/payment-information', search: { checkout_id: checkoutId } })
            else void navigate({ to: '/customer/orders' })
            return
          }
          for (const failure of failures) {
            const message = isNetworkError(failure.error)
              ? t`Không kết nối được máy chủ. Vui lòng thử lại.`
              : failure.error instanceof Error
                ? failure.error.message
                : t`Lỗi`
            toast.show(`${failure.shopName}: ${message}`, { variant: 'danger' })
          }
          if (created.length > 0) toast.show(t`Tạo đơn hàng thành công`, { variant: 'success' })
        },
      },
    )
  }

  return (
    <aside className={styles.column} aria-label={t`Thanh toán`} data-testid="checkout">
      <section className={styles.panel} aria-labelledby="checkout-address-title">
        <h2 id="checkout-address-title" className={styles.panelTitle}>
          <Trans>Địa chỉ nhận hàng</Trans>
        </h2>
        {addresses.isPending ? (
          <Skeleton height="4em" />
        ) : addresses.isError ? (
          <Alert variant="danger">{addresses.error.message}</Alert>
        ) : address ? (
          <AddressCard address={address} testId="checkout-address" />
        ) : (
          <p className={styles.note} data-testid="checkout-no-address">
            <Trans>Bạn chưa có địa chỉ, vui lòng tạo mới</Trans>
          </p>
        )}
        <Button variant="outline" onClick={() => setChanging(true)} data-testid="checkout-change-address">
          {address ? <Trans>Thay đổi địa chỉ</Trans> : <Trans>Thêm địa chỉ</Trans>}
        </Button>
      </section>

      <section className={styles.panel}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.panelTitle}>
            <Trans>Phương thức vận chuyển</Trans>
          </legend>
          {SHIPMENT_METHODS.map((id) => (
            <label key={id} className={styles.radioLabel}>
              <input
                type="radio"
                name="shipment-method"
                value={id}
                checked={method === id}
                onChange={() => setMethod(id)}
                data-testid={`shipment-method-${id}`}
              />
              {methodName[id]}
            </label>
          ))}
        </fieldset>
      </section>

      <section className={styles.panel} aria-labelledby="checkout-pricing-title">
        <h2 id="checkout-pricing-title" className={styles.panelTitle}>
          <Trans>Chi tiết thanh toán</Trans>
        </h2>
        <CheckoutPricing groups={groups} rate={rate} quote={quote} methodName={methodName[method]} />
        {syncing && (
          <p className={styles.note} data-testid="checkout-syncing">
            <Trans>Đang chờ đồng bộ giỏ hàng; bạn có thể đặt hàng khi các thay đổi đã được gửi.</Trans>
          </p>
        )}
        <Button size="lg" fullWidth disabled={!canCreate} loading={create.isPending} onClick={submit} data-testid="create-order">
          <Trans>Tạo đơn hàng</Trans>
        </Button>
      </section>

      <AddressPickerModal
        open={changing}
        onOpenChange={setChanging}
        addresses={list}
        selectedId={address?.id}
        onChoose={(id) => {
          setChosenAddressId(id)
          setChanging(false)
        }}
      />
    </aside>
  )
}

/** The shipment methods named in the interface language (the shared reference names). */
function useMethodNames(): Record<ShipmentMethodId, string> {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return { air: shipmentMethodName('air', locale), sea: shipmentMethodName('sea', locale) }
}
