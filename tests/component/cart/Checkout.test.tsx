import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { IDEMPOTENCY_KEY_HEADER, createOrderBodySchema } from '@shared/contracts/order'
import { formatDong } from '@shared/money/money'
import { Checkout } from '@client/features/cart/Checkout'
import { installFakeApi, refusal } from '../support/fake-api'
import { answerOrders, answerQuotes, cartLine, quotedTotal, shopGroup } from '../support/cart'
import { addressBook, answerGeo, savedAddress } from '../support/geo'
import { CUSTOMER, renderScreen, signIn } from '../support/render'

const HOME = savedAddress(5, {
  consignee: 'Trần Thị Bình',
  tel: '0987654321',
  ward_id: '00004',
  address_detail: '8 Quán Thánh',
  default: true,
})
const OFFICE = savedAddress(6, { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '20194', address_detail: '55 Bạch Đằng' })

const MERCARI = shopGroup(3, 'Mercari', [
  cartLine(3, 'm111', 'Máy ảnh Fujifilm', 12_000),
  cartLine(3, 'm222', 'Ống kính 35mm', 8_000, { quantity: 2 }),
])
const RAKUTEN = shopGroup(4, 'Rakuten', [cartLine(4, 'shop:42', 'Trà xanh Uji', 1_500, { quantity: 3 })])

const createButton = () => screen.getByRole('button', { name: 'Tạo đơn hàng' })
const totalRow = () => screen.getByRole('row', { name: /Tổng thanh toán/ })
const addressPanel = () => screen.getByRole('region', { name: 'Địa chỉ nhận hàng' })

describe('Checkout', () => {
  it('shows the default address and the server’s quote, and quotes again for another shipment method', async () => {
    const api = installFakeApi()
    signIn(api)
    addressBook(api, [OFFICE, HOME])
    answerQuotes(api)
    const { user } = await renderScreen(<Checkout userId={CUSTOMER.id} groups={[MERCARI, RAKUTEN]} syncing={false} />, { router: true })

    expect(await within(addressPanel()).findByText(HOME.full_address)).toBeTruthy()
    expect(within(addressPanel()).getByText('Trần Thị Bình')).toBeTruthy()
    await waitFor(() => expect(totalRow().textContent).toContain(formatDong(quotedTotal([MERCARI, RAKUTEN], 'air'))))
    expect(screen.getByRole('heading', { name: '2 đơn hàng, 1 lần chuyển khoản' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Đường hàng không' })).toHaveProperty('checked', true)

    await user.click(screen.getByRole('radio', { name: 'Đường biển' }))

    await waitFor(() => expect(totalRow().textContent).toContain(formatDong(quotedTotal([MERCARI, RAKUTEN], 'sea'))))
    expect(screen.getByRole('row', { name: /Phí vận chuyển ước tính \(Đường biển\)/ })).toBeTruthy()
    expect(
      api.sent('POST', '/catalog/ikom-order/quote').map((request) => (request.body as { shipment_method_id: string }).shipment_method_id),
    ).toEqual(['air', 'sea'])
  })

  it('creates one order per shop, to the chosen address, all naming one checkout, then opens its one payment', async () => {
    const api = installFakeApi()
    signIn(api)
    addressBook(api, [OFFICE, HOME])
    answerQuotes(api)
    answerOrders(api)
    const { user } = await renderScreen(<Checkout userId={CUSTOMER.id} groups={[MERCARI, RAKUTEN]} syncing={false} />, { router: true })

    await within(addressPanel()).findByText(HOME.full_address)
    await user.click(screen.getByRole('button', { name: 'Thay đổi địa chỉ' }))
    const choose = await screen.findByRole('dialog', { name: 'Thay đổi địa chỉ' })
    await user.click(within(choose).getByRole('radio', { name: new RegExp(OFFICE.consignee) }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(addressPanel()).getByText(OFFICE.full_address)).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Đường biển' }))
    await user.click(createButton())

    expect(await screen.findByRole('heading', { name: 'Trang /payment-information' })).toBeTruthy()
    expect(screen.getByText('Tạo đơn hàng thành công')).toBeTruthy()
    const sent = api.sent('POST', '/catalog/ikom-order/create-retail-order')
    const bodies = sent.map((request) => createOrderBodySchema.parse(request.body))
    // One checkout key for both orders: they are paid by one transfer.
    expect(bodies[0].checkout_key).toMatch(/^[\w.:-]{8,100}$/)
    expect(bodies.map((body) => body.checkout_key)).toEqual([bodies[0].checkout_key, bodies[0].checkout_key])
    expect(bodies.map((body) => body.order_info.shipment_info.address_id)).toEqual([OFFICE.id, OFFICE.id])
    expect(bodies.map((body) => body.order_info.shipment_method_id)).toEqual(['sea', 'sea'])
    expect(bodies.map((body) => body.items.map((item) => [item.product.shop_id, item.product.item_ref, item.quantity]))).toEqual([
      [
        [3, 'm111', 1],
        [3, 'm222', 2],
      ],
      [[4, 'shop:42', 3]],
    ])
    // One idempotency key per order, so a retry cannot make a second one.
    const keys = sent.map((request) => request.headers.get(IDEMPOTENCY_KEY_HEADER))
    expect(new Set(keys).size).toBe(2)
    expect(keys.every((key) => typeof key === 'string' && key.length >= 8)).toBe(true)
  })

  it('tells which shop’s order was refused and stays on the checkout', async () => {
    const api = installFakeApi()
    signIn(api)
    addressBook(api, [HOME])
    answerQuotes(api)
    const soldOut = 'Sản phẩm "Trà xanh Uji" đã hết hàng.'
    answerOrders(api, (request) =>
      createOrderBodySchema.parse(request.body).items[0].product.shop_id === RAKUTEN.shop_id
        ? refusal(422, { message: soldOut, code: 'cartProductSoldOut' })
        : null,
    )
    const { user } = await renderScreen(<Checkout userId={CUSTOMER.id} groups={[MERCARI, RAKUTEN]} syncing={false} />, { router: true })

    await within(addressPanel()).findByText(HOME.full_address)
    await user.click(createButton())

    const toasts = screen.getByTestId('toast-region')
    expect(await within(toasts).findByText(`Rakuten: ${soldOut}`)).toBeTruthy()
    expect(within(toasts).getByText('Tạo đơn hàng thành công')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: /Trang / })).toBeNull()
    expect(createButton()).toHaveProperty('disabled', false)
  })

  it('cannot order without an address; one added in the dialog is chosen', async () => {
    const api = installFakeApi()
    signIn(api)
    answerGeo(api)
    addressBook(api, [])
    answerQuotes(api)
    const { user } = await renderScreen(<Checkout userId={CUSTOMER.id} groups={[RAKUTEN]} syncing={false} />, { router: true })

    expect(await within(addressPanel()).findByText('Bạn chưa có địa chỉ, vui lòng tạo mới')).toBeTruthy()
    expect(createButton()).toHaveProperty('disabled', true)
    await user.click(within(addressPanel()).getByRole('button', { name: 'Thêm địa chỉ' }))

    const dialog = await screen.findByRole('dialog', { name: 'Thêm địa chỉ mới' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Người nhận' }), 'Nguyễn Văn An')
    await user.type(within(dialog).getByRole('textbox', { name: 'Số điện thoại' }), '0912345678')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tỉnh/Thành phố' }),
      await within(dialog).findByRole('option', { name: 'Thành phố Đà Nẵng' }),
    )
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Quận/Huyện' }),
      await within(dialog).findByRole('option', { name: 'Quận Hải Châu' }),
    )
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Phường/Xã' }),
      await within(dialog).findByRole('option', { name: 'Phường Thạch Thang' }),
    )
    await user.type(within(dialog).getByRole('textbox', { name: 'Địa chỉ chi tiết (số nhà, tên đường)' }), '55 Bạch Đằng')
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }))

    // The dialog closes once the address is saved (the rest of the page is hidden from assistive technology while it is open).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(addressPanel()).getByText('55 Bạch Đằng, Phường Thạch Thang, Quận Hải Châu, Thành phố Đà Nẵng')).toBeTruthy()
    expect(createButton()).toHaveProperty('disabled', false)
    expect(api.sent('POST', '/api/addresses')).toHaveLength(1)
  })

  it('waits for cart changes to reach the server before ordering', async () => {
    const api = installFakeApi()
    signIn(api)
    addressBook(api, [HOME])
    answerQuotes(api)
    await renderScreen(<Checkout userId={CUSTOMER.id} groups={[RAKUTEN]} syncing />, { router: true })

    await within(addressPanel()).findByText(HOME.full_address)
    expect(screen.getByText('Đang chờ đồng bộ giỏ hàng; bạn có thể đặt hàng khi các thay đổi đã được gửi.')).toBeTruthy()
    expect(createButton()).toHaveProperty('disabled', true)
  })
})
