import { findLot } from './support/auction-api'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'

/** Issue 27, "Offline and freshness": market, search, lot and Ecoring pages never opened on this device, offline (phone, vi). */
test.use({ viewport: { width: 390, height: 844 } })

test('offline, market lists, search, a Yahoo lot and Ecoring pages never opened say so instead of skeletons that never fill', async ({
  page,
  context,
  request,
}) => {
  const lot = await findLot(request, () => true)
  const ecoring = (await (await request.get('/catalog/v2/ecoring?page=1')).json()) as { items: { id: number | string }[] }
  expect(ecoring.items.length).toBeGreaterThan(0)
  await page.goto('/')
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  const offlineState = page.getByRole('region', { name: 'Ngoại tuyến — trang này chưa được lưu trên thiết bị' })
  for (const path of [
    '/other-market/products/4',
    '/other-market/search?search=tai%20nghe',
    `/other-market/yahoo-auction/${lot.item_ref}`,
    '/other-market/ecoring?tab=timelimit',
    `/other-market/ecoring/detail/timelimit/${ecoring.items[0].id}`,
  ]) {
    await page.goto(path)
    await expect(offlineState, path).toBeVisible()
    await expect(page.getByTestId('skeleton-grid'), path).toHaveCount(0)
  }
  await context.setOffline(false)
})
