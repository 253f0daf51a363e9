import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { auctionLiveSchema, placeBidResponseSchema, type AuctionLive } from '@shared/auctions/contracts'
import { AUCTION_ERROR_CODES } from '@shared/auctions/statuses'
import { formatDong, formatYen, formatYenAsDong } from '@shared/money/money'
import { BidForm } from '@client/features/auctions/BidForm'
import type { BidderState } from '@client/features/auctions/permission-query'
import { answer, installFakeApi, RATE, refusal } from '../support/fake-api'
import { CUSTOMER, renderScreen } from '../support/render'

const URL = 'https://page.auctions.yahoo.co.jp/jp/auction/x123456789'

const lot = (overrides: Partial<AuctionLive> = {}): AuctionLive =>
  auctionLiveSchema.parse({
    id: 'x123456789',
    current_price: 12_000,
    start_price: 10_000,
    buy_now_price: null,
    bid_count: 3,
    end_time: Math.floor(Date.now() / 1000) + 3600,
    auto_extension: true,
    ended: false,
    leader: 'c***1',
    minimum_bid: 12_500,
    ...overrides,
  })

const permitted = (overrides: Partial<BidderState> = {}): BidderState => ({
  signedIn: true,
  signedOut: false,
  userId: CUSTOMER.id,
  permitted: true,
  checking: false,
  recheck: vi.fn(),
  ...overrides,
})

/** A 1.5 kg lot whose buyer pays the shipping in Japan. */
const COST_FACTS = { weightGrams: 1500, buyerPaysDomesticShipping: true }

const priceField = () => screen.getByLabelText('Giá tối đa của bạn (¥)')
const bidButton = () => screen.getByRole('button', { name: 'Đặt giá' })

describe('BidForm', () => {
  it('warns below the minimum bid and sends nothing', async () => {
    const api = installFakeApi()
    const { user } = await renderScreen(<BidForm live={lot()} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)

    expect(screen.getByText(`Giá tối thiểu: ${formatYen(12_500)}.`, { exact: false })).toBeTruthy()
    expect(bidButton()).toHaveProperty('disabled', true)
    await user.type(priceField(), '12a4OO0')
    // Digits only: what the customer typed is kept to its digits.
    expect(priceField()).toHaveProperty('value', '1240')
    expect(bidButton()).toHaveProperty('disabled', false)
    await user.click(bidButton())

    const warning = await screen.findByRole('dialog', { name: 'Lưu ý' })
    expect(within(warning).getByText(`Giá đặt phải từ ${formatYen(12_500)} trở lên.`)).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Xác nhận đấu giá' })).toBeNull()
    // The dialog's × and its footer button are both "Đóng": the footer's is the one with the word on it.
    const [, footerClose] = within(warning).getAllByRole('button', { name: 'Đóng' })
    expect(footerClose.textContent).toBe('Đóng')
    await user.click(footerClose)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent('POST', '/catalog/auction/bid')).toEqual([])
  })

  it('asks for confirmation, sends the maximum once confirmed and shows the answer', async () => {
    const api = installFakeApi()
    api.on('POST', '/catalog/auction/bid', () =>
      answer(placeBidResponseSchema, {
        type: 'success',
        message: 'Bạn đang dẫn đầu phiên đấu giá.',
        data: lot({ current_price: 12_500, bid_count: 4, leader: 'n***7', minimum_bid: 13_000 }),
      }),
    )
    const { user } = await renderScreen(<BidForm live={lot()} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)

    await user.type(priceField(), '15000')
    await user.click(bidButton())
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đấu giá' })
    // The maximum in dong (once the day's rate is known) and in yen.
    expect(await within(confirm).findByText(formatYenAsDong(15_000, RATE))).toBeTruthy()
    expect(within(confirm).getByText(/Giá tối đa:/)).toBeTruthy()
    expect(within(confirm).getByText(formatYen(15_000))).toBeTruthy()
    expect(api.sent('POST', '/catalog/auction/bid')).toEqual([])

    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))

    const done = await screen.findByRole('dialog', { name: 'Đấu giá thành công' })
    expect(within(done).getByText('Bạn đang dẫn đầu phiên đấu giá.')).toBeTruthy()
    const [sent, ...more] = api.sent('POST', '/catalog/auction/bid')
    expect(more).toEqual([])
    expect(sent.body).toEqual({
      url: URL,
      user_id: CUSTOMER.id,
      price: 15_000,
      date_finish: expect.stringMatching(/^\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d$/),
    })
    expect(priceField()).toHaveProperty('value', '')
  })

  it('sends nothing when the confirmation is cancelled', async () => {
    const api = installFakeApi()
    const { user } = await renderScreen(<BidForm live={lot()} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)

    await user.type(priceField(), '20000')
    await user.click(bidButton())
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đấu giá' })
    await user.click(within(confirm).getByRole('button', { name: 'Hủy' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent('POST', '/catalog/auction/bid')).toEqual([])
    expect(priceField()).toHaveProperty('value', '20000')
  })

  it('buys now at the lot’s buy-now price, as a confirmed bid', async () => {
    const api = installFakeApi()
    api.on('POST', '/catalog/auction/bid', () =>
      answer(placeBidResponseSchema, {
        type: 'success',
        message: `Bạn đã mua ngay với giá ${formatYen(30_000)}.`,
        data: lot({ current_price: 30_000, ended: true }),
      }),
    )
    const { user } = await renderScreen(
      <BidForm live={lot({ buy_now_price: 30_000 })} url={URL} bidder={permitted()} costFacts={COST_FACTS} />,
    )

    await user.click(screen.getByRole('button', { name: `Mua ngay với ${formatYen(30_000)}` }))
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đấu giá' })
    expect(within(confirm).getByText(/Mua ngay:/)).toBeTruthy()
    expect(within(confirm).getByText(formatYen(30_000))).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))

    expect(await screen.findByText(`Bạn đã mua ngay với giá ${formatYen(30_000)}.`)).toBeTruthy()
    expect(api.sent('POST', '/catalog/auction/bid').map((request) => request.body)).toEqual([
      expect.objectContaining({ url: URL, user_id: CUSTOMER.id, price: 30_000 }),
    ])
  })

  it('offers no buy-now button for a lot without a buy-now price', async () => {
    installFakeApi()
    await renderScreen(<BidForm live={lot({ buy_now_price: null })} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)
    expect(screen.queryByRole('button', { name: /Mua ngay/ })).toBeNull()
  })

  it('shows the server’s refusal', async () => {
    const api = installFakeApi()
    const refused = `Bạn đang dẫn đầu; giá mới phải cao hơn mức tối đa ${formatYen(16_000)} của bạn.`
    api.on('POST', '/catalog/auction/bid', () => refusal(422, { message: refused, code: AUCTION_ERROR_CODES.notAboveOwnMax }))
    const { user } = await renderScreen(<BidForm live={lot()} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)

    await user.type(priceField(), '15000')
    await user.click(bidButton())
    await user.click(within(await screen.findByRole('dialog', { name: 'Xác nhận đấu giá' })).getByRole('button', { name: 'Đồng ý' }))

    const failed = await screen.findByRole('dialog', { name: 'Đấu giá thất bại' })
    expect(within(failed).getByText(refused)).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Xác nhận đấu giá' })).toBeNull()
    // The typed maximum stays for another try.
    expect(priceField()).toHaveProperty('value', '15000')
  })

  it('opens the permission request when the server says the customer may not bid', async () => {
    const api = installFakeApi()
    api.on('POST', '/catalog/auction/bid', () =>
      refusal(403, { message: 'Không có quyền đấu giá.', code: AUCTION_ERROR_CODES.noPermission }),
    )
    const bidder = permitted()
    const { user } = await renderScreen(<BidForm live={lot()} url={URL} bidder={bidder} costFacts={COST_FACTS} />)

    await user.type(priceField(), '15000')
    await user.click(bidButton())
    await user.click(within(await screen.findByRole('dialog', { name: 'Xác nhận đấu giá' })).getByRole('button', { name: 'Đồng ý' }))

    expect(await screen.findByRole('dialog', { name: 'Đăng ký quyền đấu giá' })).toBeTruthy()
    expect(bidder.recheck).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog', { name: 'Đấu giá thất bại' })).toBeNull()
  })

  it('cannot be used without permission, or once the lot has ended', async () => {
    installFakeApi()
    const { unmount } = await renderScreen(
      <BidForm live={lot({ buy_now_price: 30_000 })} url={URL} bidder={permitted({ permitted: false })} costFacts={COST_FACTS} />,
    )
    expect(priceField()).toHaveProperty('disabled', true)
    expect(bidButton()).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: /Mua ngay/ })).toHaveProperty('disabled', true)
    unmount()

    await renderScreen(<BidForm live={lot({ ended: true, buy_now_price: 30_000 })} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)
    expect(priceField()).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: /Mua ngay/ })).toHaveProperty('disabled', true)
  })

  it('shows the full cost of winning at the typed maximum before bidding, and again in the confirmation', async () => {
    installFakeApi()
    const { user } = await renderScreen(<BidForm live={lot()} url={URL} bidder={permitted()} costFacts={COST_FACTS} />)
    await user.type(priceField(), '20000')
    // ¥20,000 + 10 % tax = ¥22,000; fee 6 % = ¥1,320; shipping in Japan ¥1,000; all at 180 đ/¥ = 4,377,600 đ;
    // 1.5 kg by air 330,000 đ, by sea 120,000 đ; total by air 4,707,600 đ.
    const cost = await screen.findByTestId('lot-cost')
    expect(within(cost).getByText(formatYen(22_000))).toBeTruthy()
    expect(within(cost).getByText(formatYen(1_320))).toBeTruthy()
    expect(within(cost).getByText(formatYen(1_000))).toBeTruthy()
    expect(within(cost).getByText(formatDong(4_377_600))).toBeTruthy()
    expect(within(cost).getByText(`bay ${formatDong(330_000)} · biển ${formatDong(120_000)}`)).toBeTruthy()
    expect(within(cost).getByText(formatDong(4_707_600))).toBeTruthy()
    // Leading with ¥20,000 holds 20 % of it at 180 đ/¥ from the wallet: 720,000 đ.
    expect(await within(cost).findByText(formatDong(720_000))).toBeTruthy()
    expect(within(cost).getByText('Cọc giữ trong ví khi dẫn đầu (20%)')).toBeTruthy()

    await user.click(bidButton())
    const confirm = await screen.findByRole('dialog', { name: 'Xác nhận đấu giá' })
    expect(within(confirm).getByText(formatDong(4_707_600))).toBeTruthy()
  })
})
