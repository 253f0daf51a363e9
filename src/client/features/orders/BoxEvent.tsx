import { Trans } from '@lingui/react/macro'
import type { BoxNotification } from '@shared/contracts/order'
import { findCarrier, trackingUrl } from '@shared/orders/carriers'
import { NotificationHeadline } from './NotificationHeadline'
import * as styles from './orders.css'

/**
 * One warehouse event as a timeline shows it: its headline; a box handed to a shipping partner names the
 * carrier and the tracking number (a link to the carrier's tracking page where it has one); an event
 * staff voided stays, struck through, with the reason.
 */
export function BoxEvent({ notification }: { notification: Pick<BoxNotification, 'content' | 'voided'> }) {
  const headline = <NotificationHeadline content={notification.content} />
  const shipping = notification.content.shipping
  const carrier = findCarrier(shipping?.carrier)
  const link = trackingUrl(shipping?.carrier, shipping?.tracking_number)
  return (
    <>
      {notification.voided ? <del>{headline}</del> : headline}
      {shipping?.tracking_number && (
        <span className={styles.headlineNote}>
          {' '}
          · {carrier?.name}{' '}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {shipping.tracking_number}
            </a>
          ) : (
            shipping.tracking_number
          )}
        </span>
      )}
      {notification.voided && (
        <span className={styles.headlineNote}>
          {' '}
          · <Trans>Đã hủy: {notification.voided.reason}</Trans>
        </span>
      )}
    </>
  )
}
