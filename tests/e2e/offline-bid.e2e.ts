import type { Page } from '@playwright/test'
import { findLot } from './support/auction-api'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'

/** Issue 27, "Offline and freshness": a lot page open when the network goes says why it cannot bid (phone, vi). */
test.use({ viewport: { width: 390, height: 844 } })

const REASON = 'Bạn đang ngoại tuyến — đặt giá khi có mạng'

/** The offline reasons beside the buttons: live messages. */
const offlineNotes = (page: Page) => page.getByRole('status').filter({ hasText: REASON })

test('offline, a Yahoo lot and an Ecoring lot say why bidding and scheduling are disabled, beside the buttons; online again they work', async ({
  page,
  context,
  request,
}) => {
  const lot = await findLot(request, (card) => card.quick_decision_price === null)
  await page.goto(`/other-market/yahoo-auction/${lot.item_ref}`)
  await expect(page.getByRole('region', { name: 'Đấu giá', exact: true })).toBeVisible()
  await waitForServiceWorkerControl(page)
  await expect(offlineNotes(page)).toHaveCount(0)

  await context.setOffline(true)
  const bid = page.getByRole('button', { name: 'Đặt giá', exact: true })
  const schedule = page.getByRole('button', { name: 'Lên lịch đặt giá' })
  await expect(bid).toBeDisabled()
  await expect(bid).toHaveAccessibleDescription(REASON)
  await expect(schedule).toBeDisabled()
  await expect(schedule).toHaveAccessibleDescription(REASON)
  await expect(page.getByLabel('Giá tối đa của bạn (¥)')).toHaveAccessibleDescription(new RegExp(`^${REASON} Giá tối thiểu`))
  await expect(offlineNotes(page)).toHaveCount(2)
  await context.setOffline(false)
  await expect(offlineNotes(page)).toHaveCount(0)

  // Ecoring's bid form.
  const lots = (await (await request.get('/catalog/v2/ecoring?page=1')).json()) as { items: { name: string; end_time: number | null }[] }
  const ecoring = lots.items.find((item) => item.end_time !== null && item.end_time > Date.now() / 1000 + 3600)
  expect(ecoring, 'an open time-limit lot in the demo data').toBeTruthy()
  await page.goto('/other-market/ecoring?tab=timelimit')
  await page.getByRole('link', { name: ecoring!.name }).first().click()
  const ecoringBid = page.getByRole('button', { name: 'Đấu giá ngay' })
  await expect(ecoringBid).toBeVisible()
  await context.setOffline(true)
  await expect(ecoringBid).toBeDisabled()
  await expect(ecoringBid).toHaveAccessibleDescription(REASON)
  await expect(offlineNotes(page)).toHaveText(REASON)
  await context.setOffline(false)
  await expect(offlineNotes(page)).toHaveCount(0)
})
