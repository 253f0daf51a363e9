import { describe, expect, it, vi } from 'vitest'
import { useQuery } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import {
  createSnipeBodySchema,
  myAuctionStandingResponseSchema,
  snipeResponseSchema,
  updateSnipeBodySchema,
  type Snipe,
} from '@shared/auctions/contracts'
import { formatYen } from '@shared/money/money'
import { SnipeForm } from '@client/features/auctions/SnipeForm'
import { myStandingQueryOptions } from '@client/features/auctions/auction-query'
import { formatDateTimeSeconds as formatDateTime } from '@shared/time'
import type { BidderState } from '@client/features/auctions/permission-query'
import { answer, installFakeApi, refusal, type FakeApi } from '../support/fake-api'
import { CUSTOMER, renderScreen } from '../support/render'

const LOT = 'x123456789'
const URL = `https://page.auctions.yahoo.co.jp/jp/auction/${LOT}`
const END = Math.floor(Date.now() / 1000) + 2 * 3600

const bidder = (overrides: Partial<BidderState> = {}): BidderState => ({
  signedIn: true,
  signedOut: false,
  userId: CUSTOMER.id,
  permitted: true,
  checking: false,
  recheck: vi.fn(),
  ...overrides,
})

/** The lot page's way of feeding the form (AuctionPanel's Bidding): my standing on the lot, refetched after each write. */
function SnipeOnLot({ who }: { who: BidderState }) {
  const mine = useQuery(myStandingQueryOptions(LOT))
  return <SnipeForm auctionId={LOT} url={URL} bidder={who} snipe={mine.data?.snipe ?? null} minimumBid={12_500} autoExtension />
}

const scheduled = (max_price: number, lead_seconds: number, id = 41): Snipe => ({
  id,
  auction_id: LOT,
  link: `/other-market/yahoo-auction/${LOT}`,
  max_price,
  lead_seconds,
  place_at: END - lead_seconds,
  status: 'scheduled',
  failure_reason: null,
  created_at: END - 86_400,
})

/** The snipe routes of the API over one customer's snipe on the lot. */
function snipeServer(api: FakeApi, start: Snipe | null = null) {
  const state = { snipe: start }
  api.on('GET', '/api/auction/mine', () =>
    answer(myAuctionStandingResponseSchema, { data: { status: null, max_price: null, snipe: state.snipe, held: 0 } }),
  )
  api.on('POST', '/api/auction/snipes', (request) => {
    const body = createSnipeBodySchema.parse(request.body)
    state.snipe = scheduled(body.max_price, body.lead_seconds)
    return answer(snipeResponseSchema, { data: state.snipe })
  })
  api.on('PUT', /^\/api\/auction\/snipes\/\d+$/, (request) => {
    const body = updateSnipeBodySchema.parse(request.body)
    state.snipe = scheduled(body.max_price ?? state.snipe!.max_price, body.lead_seconds ?? state.snipe!.lead_seconds, state.snipe!.id)
    return answer(snipeResponseSchema, { data: state.snipe })
  })
  api.on('DELETE', /^\/api\/auction\/snipes\/\d+$/, () => {
    state.snipe = null
    return { status: 200, body: null }
  })
}

const priceField = () => screen.getByLabelText('Giá tối đa đặt phút chót (¥)')

describe('SnipeForm', () => {
  it('schedules a snipe with the chosen lead and then shows it as scheduled', async () => {
    const api = installFakeApi()
    snipeServer(api)
    const { user } = await renderScreen(<SnipeOnLot who={bidder()} />)

    expect(screen.getByText(`Giá tối thiểu hiện tại: ${formatYen(12_500)}.`)).toBeTruthy()
    const schedule = screen.getByRole('button', { name: 'Lên lịch đặt giá' })
    expect(schedule).toHaveProperty('disabled', true)
    // Three minutes before the end unless the customer chooses otherwise.
    expect(screen.getByRole('radio', { name: '3 phút' })).toHaveProperty('checked', true)
    await user.type(priceField(), '20000')
    await user.click(screen.getByRole('radio', { name: '10 phút' }))
    await user.click(schedule)

    expect(await screen.findByText(`Đã lên lịch: giá tối đa ${formatYen(20_000)}, đặt lúc ${formatDateTime(END - 600)}.`)).toBeTruthy()
    expect(api.sent('POST', '/api/auction/snipes').map((request) => request.body)).toEqual([
      { url: URL, max_price: 20_000, lead_seconds: 600 },
    ])
    expect(screen.queryByRole('button', { name: 'Lên lịch đặt giá' })).toBeNull()
  })

  it('refuses a custom lead outside 5 seconds to 24 hours without sending it', async () => {
    const api = installFakeApi()
    snipeServer(api)
    const { user } = await renderScreen(<SnipeOnLot who={bidder()} />)

    await user.type(priceField(), '20000')
    await user.click(screen.getByRole('radio', { name: 'Tự chọn' }))
    const seconds = screen.getByLabelText('Số giây trước khi kết thúc')
    await user.clear(seconds)
    await user.type(seconds, '3')
    await user.click(screen.getByRole('button', { name: 'Lên lịch đặt giá' }))

    expect(await screen.findByText('Số giây phải từ 5 đến 86400.')).toBeTruthy()
    expect(api.sent('POST', '/api/auction/snipes')).toEqual([])

    await user.clear(seconds)
    await user.type(seconds, '45')
    await user.click(screen.getByRole('button', { name: 'Lên lịch đặt giá' }))
    await screen.findByText(`Đã lên lịch: giá tối đa ${formatYen(20_000)}, đặt lúc ${formatDateTime(END - 45)}.`)
    expect(api.sent('POST', '/api/auction/snipes').map((request) => request.body)).toEqual([
      { url: URL, max_price: 20_000, lead_seconds: 45 },
    ])
  })

  it('changes a scheduled snipe, starting from its maximum and lead', async () => {
    const api = installFakeApi()
    snipeServer(api, scheduled(18_000, 300, 41))
    const { user } = await renderScreen(<SnipeOnLot who={bidder()} />)

    await screen.findByText(`Đã lên lịch: giá tối đa ${formatYen(18_000)}, đặt lúc ${formatDateTime(END - 300)}.`)
    await user.click(screen.getByRole('button', { name: 'Thay đổi' }))
    expect(priceField()).toHaveProperty('value', '18000')
    expect(screen.getByRole('radio', { name: '5 phút' })).toHaveProperty('checked', true)
    await user.clear(priceField())
    await user.type(priceField(), '21000')
    await user.click(screen.getByRole('button', { name: 'Lưu thay đổi' }))

    expect(await screen.findByText(`Đã lên lịch: giá tối đa ${formatYen(21_000)}, đặt lúc ${formatDateTime(END - 300)}.`)).toBeTruthy()
    expect(api.sent('PUT', '/api/auction/snipes/41').map((request) => request.body)).toEqual([{ max_price: 21_000, lead_seconds: 300 }])
  })

  it('cancels a scheduled snipe', async () => {
    const api = installFakeApi()
    snipeServer(api, scheduled(18_000, 300, 41))
    const { user } = await renderScreen(<SnipeOnLot who={bidder()} />)

    await user.click(await screen.findByRole('button', { name: 'Hủy đặt giá phút chót' }))

    expect(await screen.findByRole('button', { name: 'Lên lịch đặt giá' })).toBeTruthy()
    expect(screen.queryByText(/Đã lên lịch/)).toBeNull()
    expect(api.sent('DELETE', '/api/auction/snipes/41')).toHaveLength(1)
  })

  it('shows the server’s refusal and stays on the form', async () => {
    const api = installFakeApi()
    snipeServer(api)
    api.on('POST', '/api/auction/snipes', () => refusal(422, { message: 'Phiên đấu giá đã kết thúc.', code: 'auctionEnded' }))
    const { user } = await renderScreen(<SnipeOnLot who={bidder()} />)

    await user.type(priceField(), '20000')
    await user.click(screen.getByRole('button', { name: 'Lên lịch đặt giá' }))

    expect(await screen.findByText('Phiên đấu giá đã kết thúc.')).toBeTruthy()
    expect(priceField()).toHaveProperty('value', '20000')
    expect(screen.queryByText(/Đã lên lịch/)).toBeNull()
  })

  it('tells why a snipe failed', async () => {
    const api = installFakeApi()
    snipeServer(api, { ...scheduled(18_000, 300, 41), status: 'failed', failure_reason: 'outbid_beyond_limit' })
    await renderScreen(<SnipeOnLot who={bidder()} />)

    const alert = await screen.findByText(/Đặt giá phút chót thất bại:/)
    expect(alert.textContent).toContain('giá hiện tại đã vượt giá tối đa của bạn')
  })

  it('cannot be used without the auction permission', async () => {
    const api = installFakeApi()
    snipeServer(api)
    await renderScreen(<SnipeOnLot who={bidder({ permitted: false })} />)

    expect(priceField()).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Lên lịch đặt giá' })).toHaveProperty('disabled', true)
    const leads = screen.getByRole('group', { name: 'Đặt trước khi kết thúc' })
    expect(within(leads).getByRole('radio', { name: '5 phút' }).matches(':disabled')).toBe(true)
    await waitFor(() => expect(api.sent('GET', '/api/auction/mine')).toHaveLength(1))
  })
})
