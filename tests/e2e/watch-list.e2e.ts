import { findLot } from './support/auction-api'
import { registerCustomer } from './support/customer-api'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys } from './support/saved-copies'

/** Issue 27, the watch list: follow a lot from its page, see it among my followed lots, unfollow it — on a phone (390×844) in vi. */
test.use({ viewport: { width: 390, height: 844 } })

test('follow a lot from its page, find it under “Đang theo dõi”, unfollow it', async ({ page, request }) => {
  test.setTimeout(120_000)
  const lot = await findLot(request, () => true)

  // Signed out: the panel offers a sign-in link instead of the button.
  await page.goto(`/other-market/yahoo-auction/${lot.item_ref}`)
  const panel = page.getByRole('region', { name: 'Đấu giá', exact: true })
  await expect(panel.getByRole('link', { name: 'Đăng nhập để theo dõi' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Theo dõi' })).toHaveCount(0)

  await registerCustomer(page, 'watch')
  await page.goto(`/other-market/yahoo-auction/${lot.item_ref}`)
  const follow = panel.getByRole('button', { name: 'Theo dõi', exact: true })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await follow.click()
  const unfollow = panel.getByRole('button', { name: 'Bỏ theo dõi' })
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true')
  // The server remembers it: still followed after a reload.
  await page.reload()
  await expect(unfollow).toHaveAttribute('aria-pressed', 'true')

  // The list, from the customer menu: the lot with its countdown, linking back to its page.
  await page.goto('/customer')
  await page.getByRole('link', { name: 'Đang theo dõi' }).click()
  await expect(page).toHaveURL(/\/customer\/watchlist$/)
  await expect(page.getByRole('heading', { name: 'Đang theo dõi', level: 1 })).toBeVisible()
  const rows = page.getByRole('list', { name: 'Phiên đang theo dõi' }).getByRole('listitem')
  await expect(rows).toHaveCount(1)
  await expect(rows.first().getByRole('timer')).toHaveAttribute('data-seconds-left', /\d+/)
  // Readable offline from the persisted query cache, like the auction log.
  await waitForServiceWorkerControl(page)
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(expect.arrayContaining(['auction-watches', 'list']))
  await page.context().setOffline(true)
  await page.reload()
  const offlineNote = page.getByRole('status').filter({ hasText: 'Ngoại tuyến — đã lưu lúc' })
  await expect(offlineNote).toBeVisible()
  await expect(rows).toHaveCount(1)
  await page.context().setOffline(false)
  await expect(offlineNote).toHaveCount(0)
  await rows.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/other-market/yahoo-auction/${lot.item_ref}$`))

  // Unfollow from the lot page: the list is empty again.
  await unfollow.click()
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await page.goto('/customer/watchlist')
  await expect(page.getByText('Bạn chưa theo dõi phiên đấu giá nào.')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Phiên đang theo dõi' })).toHaveCount(0)
})
