import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Order } from '@shared/contracts/order'
import { isFinalOrderStatus } from '@shared/orders/state-machine'
import { isApiRequestError } from '@client/app/api-client'
import { Alert, Button, FormField, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import { useUpdateCharges } from './orders-query'

type Fields = { payment_rate: string; service_fee: string; estimated_freight_charge: string }

const fieldsOf = (order: Order): Fields => ({
  payment_rate: String(order.payment_rate),
  service_fee: String(order.service_fee),
  estimated_freight_charge: String(order.estimated_freight_charge),
})

/** The order's payment rate (VND per JPY), service fee and estimated freight; total_payment follows on the server. */
export function ChargesForm({ order }: { order: Order }) {
  const { t } = useLingui()
  const toast = useToast()
  const update = useUpdateCharges(order.id)
  const [fields, setFields] = useState<Fields>(() => fieldsOf(order))
  const closed = isFinalOrderStatus(order.status_id)
  const errors = isApiRequestError(update.error) ? (update.error.body?.errors ?? {}) : {}
  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const number = (value: string) => Number(value.replace(',', '.'))
    update.mutate(
      {
        payment_rate: number(fields.payment_rate),
        service_fee: number(fields.service_fee),
        estimated_freight_charge: number(fields.estimated_freight_charge),
      },
      { onSuccess: () => toast.show(t`Đã lưu phí đơn hàng`, { variant: 'success' }) },
    )
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
        <FormField label={t`Phí dịch vụ (${order.service_fee_currency_id})`} errors={errors.service_fee}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              inputMode="numeric"
              value={fields.service_fee}
              onChange={set('service_fee')}
              disabled={closed}
            />
          )}
        </FormField>
        <FormField label={t`Phí vận chuyển dự kiến (VND)`} errors={errors.estimated_freight_charge}>
          {(control) => (
            <input
              {...control}
              className={form.control}
              inputMode="numeric"
              value={fields.estimated_freight_charge}
              onChange={set('estimated_freight_charge')}
              disabled={closed}
            />
          )}
        </FormField>
      </div>
      {update.isError && Object.keys(errors).length === 0 && <Alert variant="danger">{update.error.message}</Alert>}
      {!closed && (
        <div className={form.actions}>
          <Button type="submit" loading={update.isPending}>
            <Trans>Lưu phí</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
