import { expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys } from './support/saved-copies'

test('after one online visit the shell and the home page load offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  // A second online load goes through the service worker, so its caches hold the page's data.
  await page.reload()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
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
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await page.goto('/about-us')
  await expect(page.getByRole('banner')).toBeVisible()
  await context.setOffline(false)
})

test('offline, a page this device has not saved says so and leads to what works offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)
  const offlineState = page.getByRole('region', { name: 'Ngoại tuyến — trang này chưa được lưu trên thiết bị' })

  // A product never opened: no skeleton that never fills.
  await page.goto('/products/awond/458999')
  await expect(offlineState).toBeVisible()
  await expect(page.getByTestId('product-loading')).toHaveCount(0)

  // A list never opened, reached inside the app, and the blog.
  await page.getByRole('navigation', { name: 'Danh mục cửa hàng' }).getByRole('link', { name: 'awond', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/awond$/)
  await expect(offlineState).toBeVisible()
  await expect(page.getByTestId('skeleton-grid')).toHaveCount(0)
  await page.goto('/blogs?page=2')
  await expect(offlineState).toBeVisible()

  // The way back: home was saved on the first visit.
  await offlineState.getByRole('link', { name: 'Trang chủ' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await context.setOffline(false)
})
