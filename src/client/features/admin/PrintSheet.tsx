import { useEffect, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AdminOrderDetail } from '@shared/contracts/admin/orders'
import { code128BBars, code128BEncodable } from '@shared/barcode/code128'
import { orderCode, type OwningBox } from '@shared/contracts/order'
import { Button } from '@client/ui'
import * as styles from './print.css'

/**
 * A sheet to print over the console (a layer in <body>, so @media print can hide everything else):
 * its title names it for assistive technology; Escape or Close leaves it.
 */
export function PrintSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    document.body.classList.add(styles.printing)
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => {
      document.body.classList.remove(styles.printing)
      window.removeEventListener('keydown', onKey)
    }
  }, [onClose])
  return createPortal(
    <div className={styles.layer} role="dialog" aria-modal="true" aria-label={title}>
      <div className={styles.toolbar}>
        <Button onClick={() => window.print()}>
          <Trans>In</Trans>
        </Button>
        <Button variant="outline" onClick={onClose}>
          <Trans>Đóng</Trans>
        </Button>
      </div>
      <div className={styles.sheet}>{children}</div>
    </div>,
    document.body,
  )
}

/** The box code as a Code 128-B barcode (SVG, 10 modules of quiet zone each side). */
export function Code128Barcode({ value }: { value: string }) {
  const { t } = useLingui()
  if (!code128BEncodable(value)) return null
  const bars = code128BBars(value)
  const last = bars[bars.length - 1]
  const width = last.x + last.width + 20
  return (
    <svg
      className={styles.barcode}
      viewBox={`0 0 ${width} 50`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t`Mã vạch ${value}`}
      shapeRendering="crispEdges"
      data-testid="box-barcode"
    >
      <rect width={width} height={50} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + 10} width={bar.width} y={0} height={50} fill="#000" />
      ))}
    </svg>
  )
}

/** A box's label: its code as a barcode and in text, the order and its consignee. */
export function BoxLabel({ box, detail }: { box: Pick<OwningBox, 'box_id'>; detail: AdminOrderDetail | undefined }) {
  const info = detail?.order.shipment_info
  return (
    <article className={styles.label}>
      <Code128Barcode value={box.box_id} />
      <p className={styles.code}>{box.box_id}</p>
      <dl className={styles.facts}>
        <dt>
          <Trans>Đơn hàng</Trans>
        </dt>
        <dd>{detail ? orderCode(detail.order.id) : ''}</dd>
        {info && <ConsigneeFacts info={info} />}
      </dl>
    </article>
  )
}

/** Who receives the parcel and where, as terms of a sheet's facts list. */
function ConsigneeFacts({ info }: { info: NonNullable<AdminOrderDetail['order']['shipment_info']> }) {
  return (
    <>
      <dt>
        <Trans>Người nhận</Trans>
      </dt>
      <dd>
        {info.consignee} · {info.tel}
      </dd>
      <dt>
        <Trans>Địa chỉ</Trans>
      </dt>
      <dd>{info.full_address}</dd>
    </>
  )
}

/** The packing list of an order: its code, customer, consignee and address, lines with quantities, boxes. */
export function PackingList({ detail }: { detail: AdminOrderDetail }) {
  const { order, items } = detail
  const info = order.shipment_info
  return (
    <article>
      <h1>
        <Trans>Phiếu đóng gói {orderCode(order.id)}</Trans>
      </h1>
      <dl className={styles.facts}>
        <dt>
          <Trans>Khách hàng</Trans>
        </dt>
        <dd>{[order.customer?.name, order.customer?.email].filter(Boolean).join(' · ')}</dd>
        {info && <ConsigneeFacts info={info} />}
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Sản phẩm</Trans>
            </th>
            <th scope="col">
              <Trans>Số lượng</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{item.product?.name ?? item.item_ref}</td>
              <td>{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>
        <Trans>Kiện hàng</Trans>
      </h2>
      <ul>
        {(order.owning_boxes ?? []).map((box) => (
          <li key={box.id}>{box.box_id}</li>
        ))}
      </ul>
    </article>
  )
}
