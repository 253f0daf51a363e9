import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '@shared/contracts/order'
import { chargesLocked, positionWithCharges } from '@shared/orders'
import { isFinalOrderStatus } from '@shared/orders/state-machine'
import { isApiRequestError } from '@client/app/api-client'
import { Alert, Button, FormField, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { formatRate } from '@shared/money/numbers'
import { ConfirmChanges, formatMoney, MoneyField, moneyValue, type MoneyChange } from './MoneyInput'
import { useUpdateCharges } from './orders-query'

type Fields = { payment_rate: string; service_fee: string; estimated_freight_charge: string }

const fieldsOf = (order: Order): Fields => ({
  payment_rate: String(order.payment_rate),
  service_fee: String(order.service_fee),
  estimated_freight_charge: String(order.estimated_freight_charge),
})

/**
 * The order's payment rate (VND per JPY), service fee and estimated freight; total_payment follows on the
 * server. Once money was applied to the order the charges are locked: a change is an adjustment, with a
 * reason the customer is told, and the confirmation shows the total and the amount due old → new.
 */
export function ChargesForm({ order }: { order: Order }) {
  const { t } = useLingui()
  const toast = useToast()
  const update = useUpdateCharges(order.id)
  const [fields, setFields] = useState<Fields>(() => fieldsOf(order))
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const closed = isFinalOrderStatus(order.status_id)
  const locked = chargesLocked(order)
  const errors = isApiRequestError(update.error) ? (update.error.body?.errors ?? {}) : {}
  const setText = (name: keyof Fields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }))
    setConfirming(false)
  }
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => setText(name)(event.target.value)
  const rate = Number(fields.payment_rate.trim().replace(',', '.'))
  const serviceFee = moneyValue(fields.service_fee)
  const freight = moneyValue(fields.estimated_freight_charge)
  const ready = serviceFee !== null && freight !== null && fields.payment_rate.trim() !== '' && (!locked || reason.trim() !== '')
  const changes: MoneyChange[] = [
    ...(rate !== order.payment_rate
      ? [{ label: t`Tỉ giá thanh toán (đ / ¥)`, before: formatRate(order.payment_rate), after: formatRate(rate) }]
      : []),
    ...(serviceFee !== null && serviceFee !== order.service_fee
      ? [
          {
            label: t`Phí dịch vụ (${order.service_fee_currency_id})`,
            before: formatMoney(order.service_fee, order.service_fee_currency_id),
            after: formatMoney(serviceFee, order.service_fee_currency_id),
          },
        ]
      : []),
    ...(freight !== null && freight !== order.estimated_freight_charge
      ? [
          {
            label: t`Phí vận chuyển dự kiến (VND)`,
            before: formatMoney(order.estimated_freight_charge, 'VND'),
            after: formatMoney(freight, 'VND'),
          },
        ]
      : []),
  ]
  // What the change does to the money position (the same rule the server applies).
  const next =
    serviceFee !== null && freight !== null && Number.isFinite(rate)
      ? positionWithCharges(order, { payment_rate: rate, service_fee: serviceFee, estimated_freight_charge: freight })
      : null
  const outcome: MoneyChange[] =
    next && changes.length > 0
      ? [
          { label: t`Tổng tiền hàng`, before: formatMoney(order.total_payment, 'VND'), after: formatMoney(next.goods_amount, 'VND') },
          { label: t`Còn phải trả`, before: formatMoney(order.amount_due, 'VND'), after: formatMoney(next.amount_due, 'VND') },
        ]
      : []

  const save = () => {
    if (serviceFee === null || freight === null) return
    update.mutate(
      {
        payment_rate: rate,
        service_fee: serviceFee,
        estimated_freight_charge: freight,
        ...(locked ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: () => {
          setConfirming(false)
          setReason('')
          toast.show(locked ? t`Đã điều chỉnh phí và báo cho khách` : t`Đã lưu phí đơn hàng`, { variant: 'success' })
        },
      },
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready && changes.length > 0) setConfirming(true)
  }

  return (
    <form className={form.form} onSubmit={submit} data-testid="admin-charges-form">
      <div className={form.grid}>
        <FormField label={t`Tỉ giá thanh toán (đ / ¥)`} errors={errors.payment_rate}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              inputMode="decimal"
              value={fields.payment_rate}
              onChange={set('payment_rate')}
              disabled={closed}
            />
          )}
        </FormField>
        <MoneyField
          label={t`Phí dịch vụ (${order.service_fee_currency_id})`}
          currency={order.service_fee_currency_id}
          name="service_fee"
          errors={errors.service_fee}
          value={fields.service_fee}
          onChange={setText('service_fee')}
          disabled={closed}
        />
        <MoneyField
          label={t`Phí vận chuyển dự kiến (VND)`}
          currency="VND"
          name="estimated_freight_charge"
          errors={errors.estimated_freight_charge}
          value={fields.estimated_freight_charge}
          onChange={setText('estimated_freight_charge')}
          disabled={closed}
        />
      </div>
      {locked && !closed && (
        <>
          <Alert variant="warning">
            <Trans>Đơn đã nhận tiền: phí đã khóa. Mỗi thay đổi là một điều chỉnh, cần lý do và được báo cho khách.</Trans>
          </Alert>
          <FormField label={t`Lý do điều chỉnh (gửi cho khách)`} errors={errors.reason}>
            {(control) => (
              <textarea
                {...control}
                className={form.control}
                rows={2}
                maxLength={500}
                required
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value)
                  setConfirming(false)
                }}
              />
            )}
          </FormField>
        </>
      )}
      {update.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{update.error.message}</Alert>}
      {!closed &&
        (confirming ? (
          <ConfirmChanges
            changes={[...changes, ...outcome]}
            busy={update.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={save}
          />
        ) : (
          <div className={form.actions}>
            <Button type="submit" loading={update.isPending} disabled={!ready || changes.length === 0}>
              {locked ? <Trans>Điều chỉnh phí</Trans> : <Trans>Lưu phí</Trans>}
            </Button>
          </div>
        ))}
    </form>
  )
}
