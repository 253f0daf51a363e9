import type { Page } from '@playwright/test'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys } from './support/saved-copies'

/** The home page's shop blocks: regions named by their shop, each with its "see all" link. */
const shopBlocks = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('region')
    .filter({ has: page.getByRole('link', { name: 'Xem tất cả', exact: true }) })

/** A loading placeholder says so (a status), as the product page's and the product grid's skeletons do. */
const loading = (page: Page) => page.getByRole('status').filter({ hasText: 'Đang tải…' })

test('after one online visit the shell and the home page load offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(shopBlocks(page).first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  // A second online load goes through the service worker, so its caches hold the page's data.
  await page.reload()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  // Offline, the page shows what the app saved: the home page's blocks and its top products.
  await expect
    .poll(() => savedQueryKeys(page))
    .toEqual(
      expect.arrayContaining([
        ['home', 'config', 'vi'],
        ['home', 'top-products', 'vi'],
      ]),
    )

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(shopBlocks(page).first()).toBeVisible()
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.goto('/about-us')
  await expect(page.getByRole('banner')).toBeVisible()
  await context.setOffline(false)
})

test('offline, a page this device has not saved says so and leads to what works offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(shopBlocks(page).first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  const offlineState = page.getByRole('region', { name: 'Ngoại tuyến — trang này chưa được lưu trên thiết bị' })

  // A product never opened: no skeleton that never fills.
  await page.goto('/products/awond/458999')
  await expect(offlineState).toBeVisible()
  await expect(loading(page)).toHaveCount(0)

  // A list never opened, reached inside the app, and the blog.
  await page.getByRole('navigation', { name: 'Danh mục cửa hàng' }).getByRole('link', { name: 'awond', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/awond$/)
  await expect(offlineState).toBeVisible()
  await expect(loading(page)).toHaveCount(0)
  await page.goto('/blogs?page=2')
  await expect(offlineState).toBeVisible()

  // The way back: home was saved on the first visit.
  await offlineState.getByRole('link', { name: 'Trang chủ' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(shopBlocks(page).first()).toBeVisible()
  await context.setOffline(false)
})
