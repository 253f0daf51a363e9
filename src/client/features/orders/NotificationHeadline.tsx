import { Trans, useLingui } from '@lingui/react/macro'
import type { BoxNotificationContent } from '@shared/contracts/order'
import { boxNotificationHeadline, type Headline } from '@shared/orders/box-notification'
import { cx } from '@client/ui'
import { useAreaName } from './order-labels'
import * as styles from './orders.css'

type AreaRef = { id: string; name: string } | null | undefined

function useHeadlineText() {
  const { t } = useLingui()
  const nameOf = useAreaName()
  /** A warehouse in the interface language by its id (else the name the server sent), or '…' when none is named. */
  const areaName = (area: AreaRef, id: string | undefined) => (id ? nameOf(id, area?.name) : (area?.name ?? '…'))
  return (headline: Headline, content: BoxNotificationContent): string => {
    switch (headline.key) {
      case 'distributed': {
        const area = areaName(content.distributed?.area, headline.areaId)
        return t`Đã phân phối tại kho: ${area}`
      }
      case 'pick_in_container': {
        const from = areaName(content.pick_in_container?.from_area, headline.fromAreaId)
        const to = areaName(content.pick_in_container?.to_area, headline.toAreaId)
        return t`Đang chuyển giữa các kho: ${from} → ${to}`
      }
      case 'pick_out_container': {
        const area = areaName(content.pick_out_container?.area, headline.areaId)
        return t`Đã nhận tại kho: ${area}`
      }
      case 'shipping':
        return t`Đã giao cho đối tác vận chuyển`
      case 'cancel_distributed':
        return t`Hủy phân phối`
      case 'received':
        return t`Đã nhận hàng`
      case 'refunded':
        return t`Đã hoàn tiền`
      case 'cancelled':
        return t`Đã hủy`
    }
  }
}

/** A free note that the shipping, received, refunded and cancelled events may carry. */
function noteOf(headline: Headline, content: BoxNotificationContent): string | undefined {
  const detail = content[headline.key] as { note?: unknown } | undefined
  return typeof detail?.note === 'string' && detail.note.trim() ? detail.note : undefined
}

/**
 * The headline of a box notification (spec §4): the first known key decides the text and its
 * colour (danger for cancellations and refunds, success for received); none gives 'Undefined' in italics.
 */
export function NotificationHeadline({ content, className }: { content: BoxNotificationContent; className?: string }) {
  const text = useHeadlineText()
  const headline = boxNotificationHeadline(content)
  if (!headline) {
    return (
      <em className={cx(styles.headline, className)} data-testid="notification-headline" data-key="undefined">
        <Trans>Không xác định</Trans>
      </em>
    )
  }
  const note = noteOf(headline, content)
  return (
    <span
      className={cx(styles.headline, styles.headlineTone[headline.tone], className)}
      data-testid="notification-headline"
      data-key={headline.key}
      data-tone={headline.tone}
    >
      {text(headline, content)}
      {note && <span className={styles.headlineNote}> — {note}</span>}
    </span>
  )
}
