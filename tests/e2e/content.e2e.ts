import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { SUPPORT } from '@shared/ui/constants'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'
import { savedQueryKeys, serviceWorkerCachedPaths } from './support/saved-copies'

const GUIDES = ['manual', 'newbie', 'price-list', 'service-price-table', 'question-and-answer', 'policy'] as const
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i

async function useLanguage(page: Page, locale: 'vi' | 'en' | 'ja') {
  // As the language selector records a choice: the cookie (which the app reads first) and localStorage.
  await page.evaluate((value) => {
    document.cookie = `locale=${value}; path=/`
    localStorage.setItem('locale', value)
  }, locale)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

async function postIds(page: Page): Promise<string[]> {
  const list = page.getByTestId('blog-list')
  await expect(list).toBeVisible()
  return list.getByTestId('post-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id') ?? ''))
}

test('blog: filter by a category, page forward and back, open a post and a suggested post', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/blogs')
  await expect(page.getByTestId('blog-heading')).toHaveText('Blog')
  const firstPage = await postIds(page)
  expect(firstPage).toHaveLength(6)

  await page.getByTestId('pagination').getByRole('link', { name: 'Trang sau' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect.poll(() => postIds(page)).not.toEqual(firstPage)
  const secondPage = await postIds(page)
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false)
  await page.getByTestId('pagination').getByRole('link', { name: 'Trang trước' }).click()
  await expect.poll(() => postIds(page)).toEqual(firstPage)

  const shipping = page.getByTestId('blog-categories').getByRole('link', { name: 'Vận chuyển và hải quan' })
  await shipping.click()
  await expect(page).toHaveURL(/category_id=2/)
  await expect(page.getByTestId('blog-heading')).toHaveText('Vận chuyển và hải quan')
  await expect(shipping).toHaveAttribute('aria-current', 'page')
  await expect.poll(async () => (await postIds(page)).length).toBeGreaterThan(2)

  await page.getByTestId('post-card').first().getByRole('link').click()
  const detail = page.getByTestId('post-detail')
  await expect(detail).toBeVisible()
  const openedId = await detail.getAttribute('data-post-id')
  await expect(page.getByTestId('post-creator')).not.toBeEmpty()
  await expect(page.getByTestId('post-categories')).toContainText('Vận chuyển và hải quan')
  await expect(page.getByTestId('post-content').locator('h2').first()).toBeVisible()

  await page.getByTestId('post-share').getByRole('button').click()
  await expect(page.getByTestId('post-share').getByRole('button')).toHaveText('Đã sao chép')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blogs/${openedId}$`))

  const suggestions = page.getByTestId('suggested-posts').getByTestId('post-card')
  await expect(suggestions.first()).toBeVisible()
  const suggested = await suggestions.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')))
  expect(suggested.length).toBeLessThanOrEqual(4)
  expect(suggested).not.toContain(openedId)
  await suggestions.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/blogs/${suggested[0]}$`))
  await expect(detail).toHaveAttribute('data-post-id', suggested[0]!)

  await page.goto('/blogs?page=99')
  await expect(page.getByTestId('empty-state')).toHaveText('Không tìm thấy bài viết')
})

test('the guide pages read in Vietnamese, English and Japanese beside the guide menu', async ({ page }) => {
  await page.goto('/manual')
  for (const locale of ['vi', 'en', 'ja'] as const) {
    await useLanguage(page, locale)
    for (const guide of GUIDES) {
      await page.goto(`/${guide}`)
      const article = page.getByTestId('guide-article')
      await expect(article).toHaveAttribute('data-guide', guide)
      const title = (await article.locator('h1').textContent()) ?? ''
      if (locale === 'ja') expect(title, guide).toMatch(JAPANESE)
      if (locale === 'vi') expect(title, guide).toMatch(VIETNAMESE)
      if (locale === 'en') expect(title, guide).toMatch(/^[\x20-\x7e–’]+$/)
      await expect(page.getByTestId('guide-menu').locator(`[data-guide="${guide}"]`)).toHaveAttribute('aria-current', 'page')
      expect(await page.title()).toContain(title)
    }
    await page.goto('/manual')
    await expect(page.getByTestId('guide-steps').locator(':scope > li')).toHaveCount(6)
    await page.goto('/service-price-table')
    await expect(page.getByTestId('guide-rate')).toContainText(/[¥￥]/)
    await expect(page.getByTestId('guide-hotline').first()).toContainText(SUPPORT.hotline)
    await page.goto('/newbie')
    await page.getByTestId('guide-register').click()
    await expect(page).toHaveURL(/\/register$/)
  }
  await useLanguage(page, 'vi')
})

test('contact us copies details with the copied states, and its form never sends', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/contact-us')
  await expect(page.locator('#contact-us')).toBeVisible()
  const phone = page.getByTestId('contact-copy-phone')
  await expect(phone).toContainText(SUPPORT.phone)
  await phone.click()
  await expect(phone).toHaveAttribute('data-copied', 'true')
  await expect(page.getByTestId('contact-copied-notice')).toContainText(SUPPORT.phone)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUPPORT.phone)
  // The card's state lasts 1 s, the notice 2 s.
  await expect(phone).toHaveAttribute('data-copied', 'false', { timeout: 1500 })
  await expect(page.getByTestId('contact-copied-notice')).toContainText(SUPPORT.phone)
  await expect(page.getByTestId('contact-copied-notice')).toBeEmpty({ timeout: 2000 })
  await expect(page.getByTestId('contact-copy-email')).toContainText(SUPPORT.email)
  await expect(page.getByTestId('contact-facebook')).toHaveAttribute('href', SUPPORT.socialUrl)
  await expect(page.getByTestId('contact-zalo')).toHaveAttribute('href', SUPPORT.chatUrl)

  const form = page.getByTestId('contact-form')
  await form.getByLabel('Họ và tên').fill('Nguyễn Văn A')
  await form.getByLabel('Nội dung').fill('Xin chào')
  await expect(page.getByTestId('contact-submit')).toBeDisabled()
})

test('about us loads the video only when asked and shows four team members', async ({ page }) => {
  const videoRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.webm')) videoRequests.push(request.url())
  })
  await page.goto('/about-us')
  await expect(page.getByTestId('about-team').locator('li')).toHaveCount(4)
  await expect(page.getByTestId('about-video').locator('img')).toBeVisible()
  await expect(page.getByTestId('about-video-player')).toHaveCount(0)
  expect(videoRequests).toEqual([])
  await page.getByTestId('about-video-play').click()
  await expect(page.getByTestId('about-video-player')).toHaveAttribute('src', /\.webm$/)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
})

test('after one online visit the blog, a read post and the guides open offline', async ({ page, context }) => {
  await page.goto('/blogs')
  await waitForServiceWorkerControl(page)
  // Visited while the service worker controls the page, so its caches hold the answers.
  await page.reload()
  const ids = await postIds(page)
  await page.getByTestId('post-card').first().getByRole('link').click()
  await expect(page.getByTestId('post-detail')).toBeVisible()
  const postUrl = page.url()
  for (const guide of GUIDES) {
    await page.goto(`/${guide}`)
    await expect(page.getByTestId('guide-article')).toBeVisible()
  }
  await page.goto('/contact-us')
  await expect(page.getByTestId('contact-copy-phone')).toBeVisible()
  // Offline, the contact page shows what was saved of it: its details in the app's saved queries and the
  // service worker's copy of the read (the posts and guides were saved while the later pages were opened).
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(['site', 'config'])
  await expect.poll(() => serviceWorkerCachedPaths(page, 'api-reads')).toContain('/api/site-config')

  await context.setOffline(true)
  await page.goto('/blogs')
  expect(await postIds(page)).toEqual(ids)
  await page.goto(postUrl)
  await expect(page.getByTestId('post-detail')).toBeVisible()
  await expect(page.getByTestId('post-content')).not.toBeEmpty()
  for (const guide of GUIDES) {
    await page.goto(`/${guide}`)
    await expect(page.getByTestId('guide-article')).toHaveAttribute('data-guide', guide)
  }
  await page.goto('/contact-us')
  await expect(page.getByTestId('contact-copy-phone')).toContainText(SUPPORT.phone)
  await context.setOffline(false)
})

for (const path of ['/blogs', '/blogs/1', '/manual', '/question-and-answer', '/contact-us', '/about-us']) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  })
}
