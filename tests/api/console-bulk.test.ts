import { expect, it } from 'vitest'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { IKOM_ID } from '@shared/shops/registry'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const FORMULA_NOTE = '=HYPERLINK("http://evil.example","Bấm vào đây")'

async function placeOrder(context: TestContext, who: Customer, note = ''): Promise<number> {
  const [product] = await productsOf(context, IKOM_ID, 1)
  const response = await createOrder(context, who, {
    order_info: { shipment_info: { address_id: await addressOf(context, who) }, shipment_method_id: 'air', note },
    items: [{ quantity: 1, product: { id: product.id } }],
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data.id
}

const code = (id: number) => `OS${String(id).padStart(6, '0')}`

/** Vietnam days around now (the orders' creation time) for an export's range. */
function rangeAround(context: TestContext) {
  const times = [Date.now(), context.clock.now().getTime()]
  const day = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10)
  return { from: day(Math.min(...times) - 2 * 86_400_000), to: day(Math.max(...times) + 2 * 86_400_000) }
}

describeEachDriver('console: bulk moves, CSV exports, box codes', (context) => {
  const tokens: Record<'owner' | 'finance' | 'warehouse' | 'support' | 'content', string> = {
    owner: '',
    finance: '',
    warehouse: '',
    support: '',
    content: '',
  }
  const call = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
    context().app.inject({ method, url, headers: { ...bearer(tokens[who]), 'accept-language': language }, payload })
  const bulk = (who: keyof typeof tokens, payload: object, language = 'en') =>
    call(who, 'POST', '/api/admin/orders/transitions', payload, language)
  const statusOf = async (id: number) => (await call('owner', 'GET', `/api/admin/orders/${id}`)).json().data.order.status_id as number

  it('signs in staff of each role', async () => {
    tokens.owner = (await signUpStaff(context())).token
    for (const role of ['finance', 'warehouse', 'support', 'content'] as const) tokens[role] = (await signUpStaff(context(), [role])).token
  })

  it('moves many orders at once: a summary of what moved and what was refused (translated), each move its own', async () => {
    const buyer = await customer(context())
    const fresh = [await placeOrder(context(), buyer), await placeOrder(context(), buyer), await placeOrder(context(), buyer)]
    const cancelled = await placeOrder(context(), buyer)
    const alreadyPending = await placeOrder(context(), buyer)
    expect((await bulk('finance', { order_ids: [cancelled], to_status_id: ORDER_STATUS.Cancelled })).json().data.moved).toHaveLength(1)
    expect((await bulk('finance', { order_ids: [alreadyPending], to_status_id: ORDER_STATUS.Pending })).json().data.moved).toHaveLength(1)

    const ids = [...fresh, cancelled, alreadyPending, 999_999]
    const answer = await bulk('finance', { order_ids: ids, to_status_id: ORDER_STATUS.Pending })
    expect(answer.statusCode, answer.body).toBe(200)
    const { moved, refused } = answer.json().data
    expect(moved).toEqual(fresh.map((id) => ({ id, from_status_id: ORDER_STATUS.Newish, to_status_id: ORDER_STATUS.Pending })))
    expect(refused).toEqual([
      { id: cancelled, code: 'orderTransitionNotAllowed', message: 'An order cannot move from Cancelled to Pending.' },
      { id: alreadyPending, code: 'orderAlreadyInStatus', message: 'The order is already Pending.' },
      { id: 999_999, code: 'orderNotFound', message: expect.any(String) },
    ])
    for (const id of fresh) expect(await statusOf(id)).toBe(ORDER_STATUS.Pending)
    expect(await statusOf(cancelled)).toBe(ORDER_STATUS.Cancelled)
    // Each move audited and told to its customer, as one move is.
    const audit = (await call('owner', 'GET', `/api/admin/audit?filter[action]=order.transition&filter[subject_id]=${fresh[1]}`)).json()
    expect(audit.data[0]).toMatchObject({ before: { status: 'Newish' }, after: { status: 'Pending' } })
    const feed = (await context().app.inject({ url: '/api/notifications', headers: buyer.headers })).json().data
    expect(feed.filter((entry: { kind: string }) => entry.kind === 'order_status').length).toBeGreaterThanOrEqual(5)

    // Reasons in the request's language.
    const vi = await bulk('finance', { order_ids: [cancelled], to_status_id: ORDER_STATUS.Pending }, 'vi')
    expect(vi.json().data.refused[0].message).toBe('Không thể chuyển đơn hàng từ trạng thái Cancelled sang Pending.')
  })

  it('keeps the role limits: the target decides, before anything moves', async () => {
    const buyer = await customer(context())
    const ids = [await placeOrder(context(), buyer), await placeOrder(context(), buyer)]
    const warehouse = await bulk('warehouse', { order_ids: ids, to_status_id: ORDER_STATUS.Pending })
    expect(warehouse.statusCode).toBe(403)
    expect(warehouse.json().code).toBe('staffRoleMissing')
    for (const id of ids) expect(await statusOf(id)).toBe(ORDER_STATUS.Newish)
    for (const role of ['support', 'content'] as const)
      expect((await bulk(role, { order_ids: ids, to_status_id: ORDER_STATUS.Pending })).statusCode, role).toBe(403)
    // Warehouse may ask for a goods move; the state machine refuses it from Newish, order by order.
    const goods = await bulk('warehouse', { order_ids: ids, to_status_id: ORDER_STATUS.WaitingToReceive })
    expect(goods.statusCode).toBe(200)
    expect(goods.json().data.moved).toEqual([])
    expect(goods.json().data.refused.map((entry: { code: string }) => entry.code)).toEqual([
      'orderTransitionNotAllowed',
      'orderTransitionNotAllowed',
    ])
  })

  it('keeps the money rules: Paid needs the goods covered or a reason, for each order', async () => {
    const buyer = await customer(context())
    const ids = [await placeOrder(context(), buyer), await placeOrder(context(), buyer)]
    await bulk('finance', { order_ids: ids, to_status_id: ORDER_STATUS.Pending })
    const bare = await bulk('finance', { order_ids: ids, to_status_id: ORDER_STATUS.Paid })
    expect(bare.json().data.moved).toEqual([])
    expect(bare.json().data.refused).toEqual(
      ids.map((id) => ({
        id,
        code: 'orderPaidNotCovered',
        message: expect.stringContaining('Give a reason to mark the order Paid anyway'),
      })),
    )
    for (const id of ids) expect(await statusOf(id)).toBe(ORDER_STATUS.Pending)
    const reasoned = await bulk('finance', { order_ids: ids, to_status_id: ORDER_STATUS.Paid, reason: 'Paid in cash at the counter' })
    expect(reasoned.json().data.moved.map((entry: { id: number }) => entry.id)).toEqual(ids)
    const audit = (await call('owner', 'GET', `/api/admin/audit?filter[action]=order.transition&filter[subject_id]=${ids[0]}`)).json()
    expect(audit.data[0].after).toMatchObject({ status: 'Paid', override_reason: 'Paid in cash at the counter' })
  })

  it('refuses a request that is no bulk move (400, translated)', async () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1)
    const cases: [object, string][] = [
      [{ order_ids: [], to_status_id: 2 }, 'Select at least one order.'],
      [{ order_ids: many, to_status_id: 2 }, 'At most 100 orders can be moved at once.'],
      [{ order_ids: [5, 5], to_status_id: 2 }, 'An order is selected twice.'],
    ]
    for (const [payload, message] of cases) {
      const answer = await bulk('owner', payload)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().errors.order_ids).toEqual([message])
    }
    expect((await bulk('owner', { order_ids: [1], to_status_id: 42 })).statusCode).toBe(400)
  })

  it('exports orders as CSV: BOM, Vietnamese intact, formulas neutralised', async () => {
    const buyer = await customer(context())
    const id = await placeOrder(context(), buyer, FORMULA_NOTE)
    const range = rangeAround(context())
    const answer = await call('support', 'GET', `/api/admin/exports/orders.csv?from=${range.from}&to=${range.to}`)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="orders-${range.from}_${range.to}.csv"`)
    const bytes = answer.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8').slice(1)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(
      'order_code,created_at,status,customer_email,customer_name,consignee,tel,address,shipment_method,purchase_cost_jpy,payment_rate,service_fee,service_fee_currency,estimated_freight_vnd,freight_actual_vnd,total_payment_vnd,note',
    )
    const line = lines.find((row) => row.startsWith(`${code(id)},`))
    expect(line).toContain(',Trần Thị Bình,')
    expect(line?.endsWith(`,"'=HYPERLINK(""http://evil.example"",""Bấm vào đây"")"`)).toBe(true)
  })

  it('exports boxes (warehouse) and the ledger (finance only) for a range', async () => {
    const buyer = await customer(context())
    const id = await placeOrder(context(), buyer)
    expect((await call('owner', 'POST', `/api/admin/orders/${id}/boxes`, { box_id: `BX-CSV-${id}` })).statusCode).toBe(201)
    const range = rangeAround(context())
    const boxes = await call('warehouse', 'GET', `/api/admin/exports/boxes.csv?from=${range.from}&to=${range.to}`)
    expect(boxes.statusCode).toBe(200)
    expect(boxes.body.charCodeAt(0)).toBe(0xfeff)
    expect(boxes.body).toContain(`\r\nBX-CSV-${id},${code(id)},`)

    const deposit = await context().app.inject({
      method: 'POST',
      url: '/api/admin/wallet-transactions',
      headers: { ...bearer(tokens.finance), 'accept-language': 'en', 'idempotency-key': crypto.randomUUID() },
      payload: { customer_id: buyer.id, currency_id: 'VND', kind: 'deposit', amount: 250_000, order_id: id, bank_reference: `+VCB-${id}` },
    })
    expect(deposit.statusCode, deposit.body).toBe(201)
    const ledger = await call('finance', 'GET', `/api/admin/exports/ledger.csv?from=${range.from}&to=${range.to}`)
    expect(ledger.statusCode).toBe(200)
    expect(ledger.body.charCodeAt(0)).toBe(0xfeff)
    // The reference starts like a formula: neutralised.
    const entry = ledger.body.split('\r\n').find((row) => row.includes(`,'+VCB-${id},`))
    expect(entry).toMatch(/,VND,deposit,[^,]+,250000,posted,/)
    expect(entry).toContain(`,250000,posted,${code(id)},'+VCB-${id},`)
    for (const role of ['warehouse', 'support', 'content'] as const)
      expect((await call(role, 'GET', `/api/admin/exports/ledger.csv?from=${range.from}&to=${range.to}`)).statusCode, role).toBe(403)
    expect((await call('content', 'GET', `/api/admin/exports/orders.csv?from=${range.from}&to=${range.to}`)).statusCode).toBe(403)
  })

  it('caps and checks the range (400, translated)', async () => {
    const cases: [string, string, string][] = [
      ['2026-01-01', '2027-01-02', 'An export covers at most 366 days.'],
      ['2026-02-01', '2026-01-31', 'The end date must not be before the start date.'],
      ['2026-02-30', '2026-03-01', 'That is not a date (YYYY-MM-DD).'],
    ]
    for (const [from, to, message] of cases) {
      const answer = await call('owner', 'GET', `/api/admin/exports/orders.csv?from=${from}&to=${to}`)
      expect(answer.statusCode, `${from}..${to}`).toBe(400)
      expect(answer.body).toContain(message)
    }
    expect((await call('owner', 'GET', '/api/admin/exports/orders.csv?from=2026-01-01&to=2026-12-31')).statusCode).toBe(200)
    expect((await call('owner', 'GET', '/api/admin/exports/orders.csv?from=2026-01-01')).statusCode).toBe(400)
  })

  it('keeps a box code to one order: another order is refused naming the owner; the same order again is the same box', async () => {
    const buyer = await customer(context())
    const [first, second] = [await placeOrder(context(), buyer), await placeOrder(context(), buyer)]
    const added = await call('warehouse', 'POST', `/api/admin/orders/${first}/boxes`, { box_id: `BX-UNIQ-${first}` })
    expect(added.statusCode).toBe(201)
    const again = await call('warehouse', 'POST', `/api/admin/orders/${first}/boxes`, { box_id: `BX-UNIQ-${first}` })
    expect(again.statusCode).toBe(200)
    expect(again.json().data.id).toBe(added.json().data.id)
    const taken = await call('warehouse', 'POST', `/api/admin/orders/${second}/boxes`, { box_id: `BX-UNIQ-${first}` })
    expect(taken.statusCode).toBe(422)
    expect(taken.json()).toMatchObject({
      code: 'boxCodeTaken',
      message: `This box code already belongs to order ${code(first)}. A box code serves one order only.`,
      errors: { box_id: [expect.stringContaining(code(first))] },
    })
    const vi = await call('warehouse', 'POST', `/api/admin/orders/${second}/boxes`, { box_id: `BX-UNIQ-${first}` }, 'vi')
    expect(vi.json().message).toBe(`Mã kiện này đã thuộc đơn hàng ${code(first)}. Mỗi mã kiện chỉ dùng cho một đơn.`)
    const detail = (await call('owner', 'GET', `/api/admin/orders/${second}`)).json().data.order
    expect(detail.owning_boxes).toEqual([])
  })
})
