import { expect, it } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { addressOf, createOrder, customer, productsOf } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { staffWriter } from './support/staff-writes'
import { describeEachDriver } from './support/test-app'

const DAY_MS = 86_400_000
const dayAfter = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

describeEachDriver('rate rules: deviation, how far ahead, scheduled', (context) => {
  let staffToken = ''
  const { write } = staffWriter(context, () => staffToken)
  const read = (url: string) => context().app.inject({ url, headers: { ...bearer(staffToken), 'accept-language': 'en' } })
  const publicRate = async () => (await context().app.inject({ url: '/api/amount-with-conditions' })).json().data.rate as number
  const today = () => context().clock.now().toISOString().slice(0, 10)

  it('sets a rate in force of 173.5', async () => {
    staffToken = (await signUpStaff(context())).token
    // A starting point within 5 % of any seeded rate is not assumed: the first set is confirmed.
    const set = await write('PUT', '/api/admin/rates', {}, { rate: 173.5, confirm_deviation: true })
    expect(set.statusCode).toBe(200)
    expect(await publicRate()).toBe(173.5)
  })

  it('refuses 1.735 typed for 173.5 with the old and new rate and the percent, and sets it only when confirmed', async () => {
    const refused = await write('PUT', '/api/admin/rates', {}, { rate: 1.735 }, { language: 'en' })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('rateDeviationUnconfirmed')
    expect(refused.json().errors.rate[0]).toBe(
      'The new rate 1.735 is 99% away from the rate in force 173.5. Check it, and confirm if it is right.',
    )
    expect(await publicRate()).toBe(173.5)
    expect((await write('PUT', '/api/admin/rates', {}, { rate: 1.735, confirm_deviation: false })).statusCode).toBe(422)
    // Within 5 %: no flag needed (182 is 4.9 % above 173.5; 182.5 is 5.2 % and is refused).
    expect((await write('PUT', '/api/admin/rates', {}, { rate: 182.5 })).statusCode).toBe(422)
    expect((await write('PUT', '/api/admin/rates', {}, { rate: 182 })).statusCode).toBe(200)
    expect((await write('PUT', '/api/admin/rates', {}, { rate: 173.5 })).statusCode).toBe(200)

    const confirmed = await write('PUT', '/api/admin/rates', {}, { rate: 1.735, confirm_deviation: true })
    expect(confirmed.statusCode).toBe(200)
    expect(await publicRate()).toBe(1.735)
    const audit = (await read(`/api/admin/audit?filter[subject_id]=JPY-VND/${today()}`)).json().data
    expect(audit[0]).toMatchObject({ action: 'rate.set', before: { rate: 173.5 }, after: { rate: 1.735 } })
    expect((await write('PUT', '/api/admin/rates', {}, { rate: 173.5, confirm_deviation: true })).statusCode).toBe(200)
  })

  it('takes an effective date at most 7 days ahead', async () => {
    const tooFar = await write('PUT', '/api/admin/rates', {}, { rate: 174, effective_on: dayAfter(today(), 8) }, { language: 'vi' })
    expect(tooFar.statusCode).toBe(422)
    expect(tooFar.json().errors.effective_on).toEqual(['Ngày áp dụng tối đa 7 ngày sau hôm nay.'])
    expect((await write('PUT', '/api/admin/rates', {}, { rate: 174, effective_on: dayAfter(today(), 7) })).statusCode).toBe(200)
  })

  it('lists a future-dated rate as scheduled, and it prices no order before its day', async () => {
    const tomorrow = dayAfter(today(), 1)
    const scheduled = await write('PUT', '/api/admin/rates', {}, { rate: 180, effective_on: tomorrow })
    expect(scheduled.statusCode).toBe(200)
    expect(scheduled.json().data).toMatchObject({ effective_on: tomorrow, rate: 180, scheduled: true })
    const history = (await read('/api/admin/rates')).json().data as { effective_on: string; rate: number; scheduled: boolean }[]
    expect(history.filter((day) => day.scheduled).map((day) => day.effective_on)).toEqual([tomorrow, dayAfter(today(), 7)])
    expect(history.find((day) => day.effective_on === today())).toMatchObject({ rate: 173.5, scheduled: false })

    expect(await publicRate()).toBe(173.5)
    const buyer = await customer(context())
    const [product] = await productsOf(context(), IKOM_ID, 1)
    const payload = {
      order_info: { shipment_info: { address_id: await addressOf(context(), buyer) }, shipment_method_id: 'air', note: '' },
      items: [{ quantity: 1, product: { id: product.id } }],
    }
    const order = await createOrder(context(), buyer, payload)
    expect(order.statusCode).toBe(201)
    const placed = (await read(`/api/admin/orders/${order.json().data.id}`)).json().data
    expect(placed.order.payment_rate).toBe(173.5)

    context().clock.set(new Date(`${tomorrow}T03:00:00Z`))
    expect(await publicRate()).toBe(180)
    context().clock.reset()
  })
})
