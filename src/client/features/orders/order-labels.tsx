import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales'
import { areaName, shipmentMethodName } from '@shared/logistics/reference-names'
import { ORDER_STATUS, orderStatusBadgeColour } from '@shared/orders/statuses'
import { cx } from '@client/ui'
import * as styles from './orders.css'

/**
 * Status names in the interface language, by status id (spec §4). The server names statuses in
 * Vietnamese only; an id we do not know shows the server's name.
 */
export function useOrderStatusLabel() {
  const { t } = useLingui()
  return useCallback(
    (statusId: number, serverName?: string): string => {
      switch (statusId) {
        case ORDER_STATUS.Newish:
          return t`Mới tạo`
        case ORDER_STATUS.Pending:
          return t`Chờ xử lý`
        case ORDER_STATUS.WaitingToReceive:
          return t`Chờ nhận hàng`
        case ORDER_STATUS.ReceivedAtWarehouse:
          return t`Đã về kho`
        case ORDER_STATUS.Paid:
          return t`Đã thanh toán`
        case ORDER_STATUS.Finish:
          return t`Hoàn thành`
        case ORDER_STATUS.OutOfStock:
          return t`Hết hàng`
        case ORDER_STATUS.Cancelled:
          return t`Đã hủy`
        case ORDER_STATUS.Debited:
          return t`Đã trừ tiền`
        case ORDER_STATUS.PaidToSupplier:
          return t`Đã thanh toán cho nhà cung cấp`
        default:
          return serverName ?? String(statusId)
      }
    },
    [t],
  )
}

/** The status badge in the spec's colour for that status. */
export function OrderStatusBadge({ statusId, name }: { statusId: number; name?: string }) {
  const label = useOrderStatusLabel()
  const colour = orderStatusBadgeColour(statusId)
  return (
    <span
      className={cx(styles.badge, styles.badgeColour[colour])}
      data-testid="order-status"
      data-colour={colour}
      data-status-id={statusId}
    >
      {label(statusId, name)}
    </span>
  )
}

/** A shipment method's name in the interface language (the shared reference names; an unknown id shows as it is). */
export function useShipmentMethodLabel() {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return useCallback((method: string) => shipmentMethodName(method, locale), [locale])
}

/** A warehouse's name in the interface language (the shared reference names), else the name the server sent, else its id. */
export function useAreaName() {
  const { i18n } = useLingui()
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  return useCallback((id: string, serverName?: string | null) => areaName(id, locale, serverName), [locale])
}

/** A plane for air, a ship for sea, with the method named for screen readers and on hover. */
export function ShipmentIcon({ method }: { method: string }) {
  const label = useShipmentMethodLabel()(method)
  return (
    <span className={styles.shipmentIcon} role="img" aria-label={label} title={label} data-method={method}>
      <svg
        width={20}
        height={20}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {method === 'sea' ? (
          <>
            <path d="M2 21c.6.5 1.2 1 2.5 1 2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1s1.2 1 2.5 1c2.5 0 2.5-2 5-2 1.3 0 1.9.5 2.5 1" />
            <path d="M19.38 20A11.6 11.6 0 0 0 21 14l-9-4-9 4c0 2.9.94 5.34 2.81 7.76" />
            <path d="M19 13V7a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2v6" />
            <path d="M12 10v4" />
            <path d="M12 2v3" />
          </>
        ) : (
          <path d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z" />
        )}
      </svg>
    </span>
  )
}
