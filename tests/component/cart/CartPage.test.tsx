import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { createOrderBodySchema, orderQuoteBodySchema } from '@shared/contracts/order'
import { formatYen, formatYenAsDong } from '@shared/money/money'
import { CartPage } from '@client/features/cart/CartPage'
import { installFakeApi, RATE, refusal } from '../support/fake-api'
import { answerOrders, answerQuotes, cartLine, cartServer, shopGroup } from '../support/cart'
import { addressBook, savedAddress } from '../support/geo'
import { CUSTOMER, renderScreen, signIn } from '../support/render'

const HOME = savedAddress(5, {
  consignee: 'Trần Thị Bình',
  tel: '0987654321',
  ward_id: '00004',
  address_detail: '8 Quán Thánh',
  default: true,
})

const CAMERA = cartLine(3, 'm111', 'Máy ảnh Fujifilm', 12_000)
const LENS = cartLine(3, 'm222', 'Ống kính 35mm', 8_000, { quantity: 2 })
const TEA = cartLine(4, 'shop:42', 'Trà xanh Uji', 1_500, { quantity: 3 })
const GONE = cartLine(4, 'shop:77', 'Bánh Tokyo Banana', 900, { sale_status: 'sold_out' })

const cartPath = `/catalog/cart/${CUSTOMER.id}`

/** A signed-in customer with this cart, a default address and the quote and order routes. */
function customerWithCart(groups = [shopGroup(3, 'Mercari', [CAMERA, LENS]), shopGroup(4, 'Rakuten', [TEA])]) {
  const api = installFakeApi()
  signIn(api)
  addressBook(api, [HOME])
  answerQuotes(api)
  const cart = cartServer(api, CUSTOMER.id, groups)
  return { api, cart }
}

const itemsOf = (shopName: string) => within(screen.getByRole('region', { name: shopName })).getAllByRole('listitem')
const lineOf = (name: string) => screen.getByRole('checkbox', { name: `Chọn ${name}` }).closest('li')!

describe('CartPage', () => {
  it('shows the cart per shop with each line’s price and total', async () => {
    customerWithCart()
    await renderScreen(<CartPage />, { router: true })

    expect(await screen.findByRole('region', { name: 'Mercari' })).toBeTruthy()
    expect(itemsOf('Mercari')).toHaveLength(2)
    expect(itemsOf('Rakuten')).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Ống kính 35mm' }).getAttribute('href')).toBe('/other-market/mercari/m222')
    const lens = within(lineOf('Ống kính 35mm'))
    expect(lens.getByRole('textbox', { name: 'Số lượng' })).toHaveProperty('value', '2')
    expect(lens.getByText(formatYen(8_000))).toBeTruthy()
    // The line's total in dong: price × quantity at the day's rate.
    expect(lens.getByText(formatYenAsDong(16_000, RATE))).toBeTruthy()
    // Every orderable line is selected for the checkout at first.
    expect(screen.getByRole('checkbox', { name: 'Chọn tất cả sản phẩm của Mercari' })).toHaveProperty('checked', true)
    expect(screen.getByRole('button', { name: 'Tạo đơn hàng' })).toBeTruthy()
  })

  it('says so when the cart is empty', async () => {
    customerWithCart([])
    await renderScreen(<CartPage />, { router: true })

    expect(await screen.findByText('Giỏ hàng trống')).toBeTruthy()
    expect(screen.queryByRole('listitem')).toBeNull()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tạo đơn hàng' })).toHaveProperty('disabled', true))
  })

  it('removes a line only after the customer confirms', async () => {
    const { api } = customerWithCart()
    const { user } = await renderScreen(<CartPage />, { router: true })

    await screen.findByRole('region', { name: 'Mercari' })
    // "Xoá" plus the product's name for screen readers (jsdom's name computation drops the space before it).
    await user.click(within(lineOf('Máy ảnh Fujifilm')).getByRole('button', { name: /^Xoá\s?Máy ảnh Fujifilm$/ }))
    const confirm = await screen.findByRole('dialog', { name: 'Xoá sản phẩm' })
    expect(within(confirm).getByText('Bạn có muốn xoá Máy ảnh Fujifilm?')).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Xoá' }))

    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Chọn Máy ảnh Fujifilm' })).toBeNull())
    expect(itemsOf('Mercari')).toHaveLength(1)
    expect(api.sent('PUT', cartPath).map((request) => request.body)).toEqual([{ shop_id: 3, item_ref: 'm111', remove: true }])
  })

  it('sends a changed quantity once the customer stops clicking', async () => {
    const { api } = customerWithCart()
    const { user } = await renderScreen(<CartPage />, { router: true })

    await screen.findByRole('region', { name: 'Mercari' })
    const camera = within(lineOf('Máy ảnh Fujifilm'))
    await user.click(camera.getByRole('button', { name: 'Tăng số lượng' }))
    await user.click(camera.getByRole('button', { name: 'Tăng số lượng' }))
    expect(camera.getByRole('textbox', { name: 'Số lượng' })).toHaveProperty('value', '3')

    await waitFor(() => expect(api.sent('PUT', cartPath)).toHaveLength(1))
    expect(api.sent('PUT', cartPath)[0].body).toEqual({ shop_id: 3, item_ref: 'm111', quantity: 3 })
    expect(camera.getByText(formatYenAsDong(36_000, RATE))).toBeTruthy()
  })

  it('orders only the selected lines; a line that cannot be bought cannot be selected', async () => {
    const { api } = customerWithCart([shopGroup(3, 'Mercari', [CAMERA, LENS]), shopGroup(4, 'Rakuten', [TEA, GONE])])
    answerOrders(api)
    const { user } = await renderScreen(<CartPage />, { router: true })

    await screen.findByRole('region', { name: 'Rakuten' })
    const gone = screen.getByRole('checkbox', { name: 'Chọn Bánh Tokyo Banana' })
    expect(gone).toMatchObject({ checked: false, disabled: true })
    expect(within(lineOf('Bánh Tokyo Banana')).getByText('Sản phẩm này hiện chưa thể đặt mua.')).toBeTruthy()

    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả sản phẩm của Mercari' }))
    expect(screen.getByRole('checkbox', { name: 'Chọn Máy ảnh Fujifilm' })).toHaveProperty('checked', false)
    await waitFor(() => expect(screen.getByRole('heading', { name: '1 đơn hàng, 1 lần chuyển khoản' })).toBeTruthy())
    await user.click(screen.getByRole('button', { name: 'Tạo đơn hàng' }))

    await screen.findByRole('heading', { name: 'Trang /customer/orders' })
    const orders = api.sent('POST', '/catalog/ikom-order/create-retail-order').map((request) => createOrderBodySchema.parse(request.body))
    expect(orders.map((order) => order.items.map((item) => item.product.item_ref))).toEqual([['shop:42']])
    const lastQuote = orderQuoteBodySchema.parse(api.sent('POST', '/catalog/ikom-order/quote').at(-1)!.body)
    expect(lastQuote.orders.map((order) => order.items.map((item) => item.product.item_ref))).toEqual([['shop:42']])
  })

  it('tells the customer when the server refuses a change, and shows the server’s cart again', async () => {
    const { api } = customerWithCart()
    const soldOut = 'Sản phẩm "Trà xanh Uji" đã hết hàng.'
    api.on('PUT', cartPath, () => refusal(422, { message: soldOut, code: 'cartProductSoldOut', errors: { item_ref: [soldOut] } }))
    const { user } = await renderScreen(<CartPage />, { router: true })

    await screen.findByRole('region', { name: 'Rakuten' })
    const tea = within(lineOf('Trà xanh Uji'))
    await user.click(tea.getByRole('button', { name: 'Tăng số lượng' }))

    expect(await screen.findByText(`Không lưu được thay đổi cho "Trà xanh Uji": ${soldOut}`)).toBeTruthy()
    await waitFor(() => expect(tea.getByRole('textbox', { name: 'Số lượng' })).toHaveProperty('value', '3'))
    await user.click(screen.getByRole('button', { name: 'Ẩn thông báo về Trà xanh Uji' }))
    expect(screen.queryByText(/Không lưu được thay đổi/)).toBeNull()
  })
})
