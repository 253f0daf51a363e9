import { expect, it } from 'vitest'
import { describeEachDriver, type TestContext } from './support/test-app'

type Customer = { headers: { authorization: string } }
type AddressBody = { consignee?: unknown; tel?: unknown; ward_id?: unknown; address_detail?: unknown; note?: unknown; default?: unknown }

const valid = {
  consignee: 'Nguyễn Văn An',
  tel: '0912 345 678',
  ward_id: '00001',
  address_detail: '12 Phố Huế',
  note: 'Gọi trước khi giao',
}

async function customer(context: TestContext): Promise<Customer> {
  const { token } = await context.signUp()
  return { headers: { authorization: `Bearer ${token}` } }
}

function create(context: TestContext, who: Customer, body: AddressBody, language = 'vi') {
  return context.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  })
}

async function list(context: TestContext, who: Customer) {
  return (await context.app.inject({ url: '/api/addresses', headers: who.headers })).json().data as { id: number; default: boolean }[]
}

describeEachDriver('addresses', (context) => {
  it('asks for sign-in', async () => {
    const { app } = context()
    expect((await app.inject({ url: '/api/addresses' })).statusCode).toBe(401)
    expect((await app.inject({ method: 'POST', url: '/api/addresses', payload: valid })).statusCode).toBe(401)
  })

  it('creates an address with its full address built from the ward, district and province', async () => {
    const me = await customer(context())
    const response = await create(context(), me, valid)
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      consignee: 'Nguyễn Văn An',
      tel: '0912345678',
      ward_id: '00001',
      district_id: '001',
      province_id: '01',
      address_detail: '12 Phố Huế',
      note: 'Gọi trước khi giao',
      default: true,
      full_address: '12 Phố Huế, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội',
    })
  })

  it('answers every missing field with its own message, in the request language', async () => {
    const me = await customer(context())
    const expected = {
      vi: {
        consignee: 'Vui lòng nhập tên người nhận.',
        tel: 'Vui lòng nhập số điện thoại.',
        ward_id: 'Vui lòng chọn phường/xã.',
        address_detail: 'Vui lòng nhập số nhà, tên đường.',
      },
      en: {
        consignee: 'Please enter the consignee name.',
        tel: 'Please enter a phone number.',
        ward_id: 'Please choose a ward.',
        address_detail: 'Please enter the house number and street.',
      },
      ja: {
        consignee: '受取人名を入力してください。',
        tel: '電話番号を入力してください。',
        ward_id: '坊・社（ward）を選択してください。',
        address_detail: '番地と通り名を入力してください。',
      },
    }
    for (const [language, messages] of Object.entries(expected)) {
      const response = await create(context(), me, {}, language)
      expect(response.statusCode).toBe(400)
      const errors = response.json().errors
      for (const [field, message] of Object.entries(messages)) expect(errors[field], `${language} ${field}`).toEqual([message])
      const blank = (
        await create(context(), me, { ...valid, consignee: '   ', address_detail: '', tel: ' ', ward_id: '' }, language)
      ).json().errors
      expect(blank.consignee).toEqual([messages.consignee])
      expect(blank.tel).toEqual([messages.tel])
      expect(blank.ward_id).toEqual([messages.ward_id])
      expect(blank.address_detail).toEqual([messages.address_detail])
    }
  })

  it('accepts only Vietnamese phone numbers', async () => {
    const me = await customer(context())
    const messages = {
      vi: 'Số điện thoại phải là số Việt Nam hợp lệ, ví dụ 0912345678.',
      en: 'The phone number must be a valid Vietnamese number, e.g. 0912345678.',
      ja: '電話番号はベトナムの有効な番号で入力してください（例: 0912345678）。',
    }
    for (const [language, message] of Object.entries(messages)) {
      for (const tel of ['12345', '0112345678', '+81 90 1234 5678', 'phone']) {
        const response = await create(context(), me, { ...valid, tel }, language)
        expect(response.statusCode, tel).toBe(400)
        expect(response.json().errors.tel).toEqual([message])
      }
    }
    for (const [tel, stored] of [
      ['+84 912 345 678', '0912345678'],
      ['0236.3888.999', '02363888999'],
      ['0387654321', '0387654321'],
    ]) {
      const response = await create(context(), me, { ...valid, tel })
      expect(response.statusCode, tel).toBe(201)
      expect(response.json().data.tel).toBe(stored)
    }
  })

  it('refuses a ward that does not exist, with a field message', async () => {
    const me = await customer(context())
    const unknown = await create(context(), me, { ...valid, ward_id: '99999' }, 'en')
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json()).toMatchObject({
      message: 'The chosen ward does not exist.',
      errors: { ward_id: ['The chosen ward does not exist.'] },
    })
    const malformed = await create(context(), me, { ...valid, ward_id: 'x; drop table wards' }, 'ja')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().errors.ward_id).toEqual(['選択した坊・社（ward）は存在しません。'])
    const tooLong = await create(context(), me, { ...valid, note: 'x'.repeat(501) }, 'en')
    expect(tooLong.json().errors.note).toEqual(['The note is too long (500 characters at most).'])
  })

  it('keeps exactly one default: the first address, then the one marked default', async () => {
    const me = await customer(context())
    const first = (await create(context(), me, valid)).json().data
    const second = (await create(context(), me, { ...valid, address_detail: '2 Lê Lợi' })).json().data
    expect(first.default).toBe(true)
    expect(second.default).toBe(false)
    const third = (await create(context(), me, { ...valid, address_detail: '3 Trần Phú', default: true })).json().data
    expect(third.default).toBe(true)
    expect((await list(context(), me)).filter((address) => address.default).map((address) => address.id)).toEqual([third.id])

    const update = await context().app.inject({
      method: 'PUT',
      url: `/api/addresses/${second.id}`,
      headers: me.headers,
      payload: { ...valid, address_detail: '2B Lê Lợi', default: true },
    })
    expect(update.json().data).toMatchObject({ default: true, address_detail: '2B Lê Lợi' })
    expect((await list(context(), me)).filter((address) => address.default).map((address) => address.id)).toEqual([second.id])

    // Unticking the default keeps it: a customer with addresses always has one default.
    const untick = await context().app.inject({
      method: 'PUT',
      url: `/api/addresses/${second.id}`,
      headers: me.headers,
      payload: { ...valid, default: false },
    })
    expect(untick.json().data.default).toBe(true)
  })

  it('moves the default to the newest remaining address when the default is removed', async () => {
    const me = await customer(context())
    const a = (await create(context(), me, valid)).json().data
    const b = (await create(context(), me, valid)).json().data
    const c = (await create(context(), me, valid)).json().data
    const removed = await context().app.inject({ method: 'DELETE', url: `/api/addresses/${a.id}`, headers: me.headers })
    expect(removed.statusCode).toBe(204)
    const rest = await list(context(), me)
    expect(rest.map((address) => address.id)).toEqual([b.id, c.id])
    expect(rest.find((address) => address.default)?.id).toBe(c.id)
  })

  it('keeps exactly one default under concurrent updates and creations', async () => {
    const me = await customer(context())
    const ids: number[] = []
    for (let index = 0; index < 5; index += 1)
      ids.push((await create(context(), me, { ...valid, address_detail: `${index} Hùng Vương` })).json().data.id)
    const updates = ids.flatMap((id) =>
      [0, 1].map(() =>
        context().app.inject({ method: 'PUT', url: `/api/addresses/${id}`, headers: me.headers, payload: { ...valid, default: true } }),
      ),
    )
    const creations = [0, 1, 2].map(() => create(context(), me, { ...valid, default: true }))
    const responses = await Promise.all([...updates, ...creations])
    expect(responses.map((response) => response.statusCode).every((status) => status === 200 || status === 201)).toBe(true)
    const defaults = (await list(context(), me)).filter((address) => address.default)
    expect(defaults).toHaveLength(1)
  })

  it('makes the first of concurrent creations of a new customer the only default', async () => {
    const me = await customer(context())
    await Promise.all([0, 1, 2, 3].map(() => create(context(), me, valid)))
    const addresses = await list(context(), me)
    expect(addresses).toHaveLength(4)
    expect(addresses.filter((address) => address.default)).toHaveLength(1)
  })

  it('never lets a customer see, change or remove another customer’s address', async () => {
    const owner = await customer(context())
    const other = await customer(context())
    const address = (await create(context(), owner, valid)).json().data
    const { app } = context()
    expect((await app.inject({ url: `/api/addresses/${address.id}`, headers: other.headers })).statusCode).toBe(404)
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/addresses/${address.id}`,
          headers: other.headers,
          payload: { ...valid, default: true },
        })
      ).statusCode,
    ).toBe(404)
    expect((await app.inject({ method: 'DELETE', url: `/api/addresses/${address.id}`, headers: other.headers })).statusCode).toBe(404)
    expect(await list(context(), other)).toEqual([])
    const mine = (await app.inject({ url: `/api/addresses/${address.id}`, headers: owner.headers })).json().data
    expect(mine).toMatchObject({ id: address.id, consignee: valid.consignee, default: true })
  })

  it('filters the default address on request', async () => {
    const me = await customer(context())
    await create(context(), me, valid)
    const second = (await create(context(), me, { ...valid, default: true })).json().data
    const defaults = (await context().app.inject({ url: '/api/addresses?filter[default]=1', headers: me.headers })).json().data
    expect(defaults.map((address: { id: number }) => address.id)).toEqual([second.id])
  })
})
