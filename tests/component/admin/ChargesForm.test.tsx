import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { adminOrderDetailResponseSchema } from '@shared/contracts/admin/orders'
import type { Order } from '@shared/contracts/order'
import { ChargesForm } from '@client/features/admin/ChargesForm'
import { answer, installFakeApi } from '../support/fake-api'
import { renderScreen } from '../support/render'

/** ¥5,500 at 170 đ/¥ + a ¥500 fee: goods 1,020,000 đ, of which 300,000 đ paid. */
const PAID_PART: Order = {
  id: 1042,
  code: 'OS001042',
  status_id: 2,
  shipment_method_id: 'air',
  shop_id: 12,
  note: '',
  created_at: 1_800_000_000,
  purchase_cost: 5500,
  purchase_cost_currency_id: 'JPY',
  service_fee: 500,
  service_fee_currency_id: 'JPY',
  payment_rate: 170,
  estimated_freight_charge: 110_000,
  freight_discount: 0,
  total_payment: 1_020_000,
  payment_currency_id: 'VND',
  amount_paid: 300_000,
  amount_due: 720_000,
  amount_refunded: 0,
  freight_actual: null,
  price_pending: false,
  needs_address: false,
  paid_override_reason: null,
}

describe('ChargesForm', () => {
  it('turns a change of a paid order into an adjustment: a reason, then the total and due old → new before saving', async () => {
    const api = installFakeApi()
    api.on('PATCH', '/api/admin/orders/1042', () =>
      answer(adminOrderDetailResponseSchema, { data: { order: PAID_PART, items: [], next_status_ids: [] } }),
    )
    const { user } = await renderScreen(<ChargesForm order={PAID_PART} />)
    expect(screen.getByText(/phí đã khóa/)).toBeTruthy()

    const fee = screen.getByRole('textbox', { name: 'Phí dịch vụ (JPY)' })
    await user.clear(fee)
    await user.type(fee, '1.500')
    const adjust = screen.getByRole('button', { name: 'Điều chỉnh phí' }) as HTMLButtonElement
    // No reason yet: nothing to confirm.
    expect(adjust.disabled).toBe(true)
    await user.type(screen.getByRole('textbox', { name: 'Lý do điều chỉnh (gửi cho khách)' }), 'Kiểm hàng thêm')
    expect(adjust.disabled).toBe(false)
    await user.click(adjust)

    const dialog = screen.getByRole('alertdialog', { name: 'Kiểm tra trước khi lưu' })
    expect(within(dialog).getByText('Tổng tiền hàng: 1,020,000đ → 1,190,000đ')).toBeTruthy()
    expect(within(dialog).getByText('Còn phải trả: 720,000đ → 890,000đ')).toBeTruthy()
    expect(api.sent('PATCH', '/api/admin/orders/1042')).toHaveLength(0)

    await user.click(within(dialog).getByRole('button', { name: 'Xác nhận và lưu' }))
    await waitFor(() => expect(api.sent('PATCH', '/api/admin/orders/1042')).toHaveLength(1))
    expect(api.sent('PATCH', '/api/admin/orders/1042')[0].body).toEqual({
      payment_rate: 170,
      service_fee: 1500,
      estimated_freight_charge: 110_000,
      reason: 'Kiểm hàng thêm',
    })
  })

  it('saves an order with no money applied without asking for a reason', async () => {
    const api = installFakeApi()
    const unpaid = { ...PAID_PART, amount_paid: 0, amount_due: 1_020_000 }
    api.on('PATCH', '/api/admin/orders/1042', () =>
      answer(adminOrderDetailResponseSchema, { data: { order: unpaid, items: [], next_status_ids: [] } }),
    )
    const { user } = await renderScreen(<ChargesForm order={unpaid} />)
    expect(screen.queryByRole('textbox', { name: 'Lý do điều chỉnh (gửi cho khách)' })).toBeNull()
    const fee = screen.getByRole('textbox', { name: 'Phí dịch vụ (JPY)' })
    await user.clear(fee)
    await user.type(fee, '600')
    await user.click(screen.getByRole('button', { name: 'Lưu phí' }))
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xác nhận và lưu' }))
    await waitFor(() => expect(api.sent('PATCH', '/api/admin/orders/1042')).toHaveLength(1))
    expect(api.sent('PATCH', '/api/admin/orders/1042')[0].body).not.toHaveProperty('reason')
  })
})
