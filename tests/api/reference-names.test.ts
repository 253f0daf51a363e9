import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

/**
 * Issue 24: reference data (shipment methods, warehouses) is named in the reader's language — in the
 * API answers (the request's Accept-Language), on the order and in the customer's notifications,
 * including one stored before the reader changed language.
 */
async function placeAirOrder(context: TestContext, who: Customer): Promise<number> {
  const [product] = await productsOf(context, IKOM_ID, 1)
  const addressId = await addressOf(context, who)
  const payload = {
    order_info: { shipment_info: { address_id: addressId }, shipment_method_id: 'air', note: '' },
    items: [{ quantity: 1, product: { id: product.id } }],
  }
  const response = await createOrder(context, who, payload)
  expect(response.statusCode).toBe(201)
  return response.json().data.id
}

describeEachDriver('reference data in the reader’s language', (context) => {
  const get = (url: string, language: string, headers: Record<string, string> = {}) =>
    context().app.inject({ url, headers: { ...headers, 'accept-language': language } })

  it('names the shipment methods in vi, en and ja', async () => {
    const names = async (language: string) =>
      Object.fromEntries(
        ((await get('/api/shipment-methods', language)).json().data as { id: string; name: string }[]).map((m) => [m.id, m.name]),
      )
    expect(await names('vi')).toEqual({ air: 'Đường hàng không', sea: 'Đường biển' })
    expect(await names('en')).toEqual({ air: 'Air', sea: 'Sea' })
    expect(await names('ja')).toEqual({ air: '航空便', sea: '船便' })
  })

  it('names the warehouses in en and ja, and sorts them by the name the reader sees', async () => {
    const list = async (language: string, query = '') =>
      ((await get(`/api/areas?per_page=100${query}`, language)).json().data as { id: string; name: string }[]).map((area) => [
        area.id,
        area.name,
      ])
    const en = Object.fromEntries(await list('en'))
    expect(en).toMatchObject({ 'jp-osaka': 'Osaka warehouse', 'vn-hanoi': 'Hanoi warehouse', 'vn-hcm': 'Ho Chi Minh City warehouse' })
    const ja = Object.fromEntries(await list('ja'))
    expect(ja).toMatchObject({ 'jp-osaka': '大阪倉庫', 'vn-hanoi': 'ハノイ倉庫' })
    expect(Object.fromEntries(await list('vi'))).toMatchObject({ 'jp-osaka': 'Kho Osaka', 'vn-hanoi': 'Kho Hà Nội' })
    const sorted = (await list('en', '&filter[country]=vn&sort=name')).map(([, name]) => name)
    expect(sorted).toEqual(['Da Nang warehouse', 'Hanoi warehouse', 'Ho Chi Minh City warehouse'])
    const paged = (await get('/api/areas?filter[country]=vn&sort=-name&per_page=2&page=2', 'en')).json()
    expect(paged).toMatchObject({ total: 3, current_page: 2 })
    expect(paged.data.map((area: { name: string }) => area.name)).toEqual(['Da Nang warehouse'])
  })

  it('names the method and the warehouses of a box moving between warehouses on the order, the feed and the bell, in the reader’s language', async () => {
    const staff = await signUpStaff(context())
    const buyer = await customer(context())
    const orderId = await placeAirOrder(context(), buyer)
    const staffHeaders = { ...bearer(staff.token), 'accept-language': 'vi' }
    const box = await context().app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/boxes`,
      headers: { ...staffHeaders, 'idempotency-key': randomUUID() },
      payload: { box_id: 'BX-NAMES-1' },
    })
    expect(box.statusCode).toBe(201)
    // Recorded while the staff member and the customer use Vietnamese: the stored notification names the warehouses in Vietnamese.
    const event = await context().app.inject({
      method: 'POST',
      url: `/api/admin/boxes/${box.json().data.id}/events`,
      headers: { ...staffHeaders, 'idempotency-key': randomUUID() },
      payload: { kind: 'pick_in_container', from_area_id: 'jp-osaka', to_area_id: 'vn-hanoi' },
    })
    expect(event.statusCode).toBe(201)

    const bell = async (language: string) =>
      ((await get('/api/notifications', language, buyer.headers)).json().data as { kind: string; title: string }[]).find(
        (entry) => entry.kind === 'warehouse',
      )?.title
    expect(await bell('vi')).toBe('Đang chuyển giữa các kho: Kho Osaka → Kho Hà Nội')
    expect(await bell('en')).toBe('Shipping between warehouses: Osaka warehouse → Hanoi warehouse')
    expect(await bell('ja')).toBe('倉庫間で輸送中: 大阪倉庫 → ハノイ倉庫')

    const order = (await get(`/api/orders/${orderId}?include=shipmentMethod&append=owning_boxes`, 'en', buyer.headers)).json().data
    expect(order.shipment_method).toEqual({ id: 'air', name: 'Air' })
    expect(order.owning_boxes[0].notifications[0].content.pick_in_container).toMatchObject({
      from_area: { id: 'jp-osaka', name: 'Osaka warehouse' },
      to_area: { id: 'vn-hanoi', name: 'Hanoi warehouse' },
    })
    const feed = (await get('/api/order/notifications', 'ja', buyer.headers)).json()
    expect(feed.data[0].content.pick_in_container).toMatchObject({ from_area: { name: '大阪倉庫' }, to_area: { name: 'ハノイ倉庫' } })

    const staffView = (await get(`/api/admin/orders/${orderId}`, 'en', bearer(staff.token))).json().data
    expect(staffView.order.shipment_method).toEqual({ id: 'air', name: 'Air' })
    expect(staffView.order.owning_boxes[0].notifications[0].content.pick_in_container.to_area.name).toBe('Hanoi warehouse')
    const tariffs = (await get('/api/admin/freight-tariffs', 'ja', bearer(staff.token))).json().data as {
      area_id: string
      area_name: string
    }[]
    expect(tariffs.find((tariff) => tariff.area_id === 'vn-danang')?.area_name).toBe('ダナン倉庫')
  })
})
