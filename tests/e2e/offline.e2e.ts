import { expect, test, waitForServiceWorkerControl } from './support/fixtures'

test('after one online visit the shell and the home page load offline', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  // A second online load goes through the service worker, so its caches hold the page's data.
  await page.reload()
  await expect(page.getByTestId('product-card').first()).toBeVisible()
  await page.waitForTimeout(500)

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
