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

/** The guide menu's name in each language (the menu is a navigation landmark). */
const GUIDE_MENU = { vi: 'Hướng dẫn và chính sách', en: 'Guides and policies', ja: 'ガイドとポリシー' }
const REGISTER_NOW = { vi: 'Đăng ký ngay', en: 'Register now', ja: '今すぐ登録' }
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The post cards of a blog list: the articles of the page's main content. */
const postCards = (page: Page) => page.getByRole('main').getByRole('article')
/** The post being read: the article that holds the page's title. */
const postDetail = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Phân trang' })
const copyButton = (page: Page, value: string) => page.getByRole('button', { name: new RegExp(`^${escapeRegExp(value)}`) })

async function postIds(page: Page): Promise<string[]> {
  await expect(postCards(page).first()).toBeVisible()
  return postCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id') ?? ''))
}

test('blog: filter by a category, page forward and back, open a post and a suggested post', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/blogs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
  const firstPage = await postIds(page)
  expect(firstPage).toHaveLength(6)

  await pagination(page).getByRole('link', { name: 'Trang sau' }).click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect.poll(() => postIds(page)).not.toEqual(firstPage)
  const secondPage = await postIds(page)
  expect(secondPage.some((id) => firstPage.includes(id))).toBe(false)
  await pagination(page).getByRole('link', { name: 'Trang trước' }).click()
  await expect.poll(() => postIds(page)).toEqual(firstPage)

  const shipping = page.getByRole('navigation', { name: 'Danh mục bài viết' }).getByRole('link', { name: 'Vận chuyển và hải quan' })
  await shipping.click()
  await expect(page).toHaveURL(/category_id=2/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vận chuyển và hải quan')
  await expect(shipping).toHaveAttribute('aria-current', 'page')
  await expect.poll(async () => (await postIds(page)).length).toBeGreaterThan(2)

  await postCards(page).first().getByRole('link').click()
  const detail = postDetail(page)
  await expect(detail).toBeVisible()
  const openedId = await detail.getAttribute('data-post-id')
  await expect(detail.getByText(/^Người viết: \S/)).toBeVisible()
  await expect(detail.getByRole('link', { name: 'Vận chuyển và hải quan', exact: true })).toHaveAttribute('href', /category_id=2/)
  await expect(page.getByTestId('post-content').locator('h2').first()).toBeVisible()

  const share = page.getByRole('region', { name: 'Chia sẻ bài viết' })
  await share.getByRole('button', { name: 'Sao chép liên kết' }).click()
  await expect(share.getByRole('button')).toHaveText('Đã sao chép')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/blogs/${openedId}$`))

  const suggestions = page.getByRole('region', { name: 'Bài viết liên quan' }).getByRole('article')
  await expect(suggestions.first()).toBeVisible()
  const suggested = await suggestions.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')))
  expect(suggested.length).toBeLessThanOrEqual(4)
  expect(suggested).not.toContain(openedId)
  await suggestions.first().getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/blogs/${suggested[0]}$`))
  await expect(detail).toHaveAttribute('data-post-id', suggested[0]!)

  await page.goto('/blogs?page=99')
  await expect(page.getByRole('main').getByText('Không tìm thấy bài viết', { exact: true })).toBeVisible()
  await expect(postCards(page)).toHaveCount(0)
})

test('the guide pages read in Vietnamese, English and Japanese beside the guide menu', async ({ page }) => {
  await page.goto('/manual')
  for (const locale of ['vi', 'en', 'ja'] as const) {
    await useLanguage(page, locale)
    for (const guide of GUIDES) {
      await page.goto(`/${guide}`)
      const article = page.getByRole('main').getByRole('article')
      await expect(article).toHaveAttribute('data-guide', guide)
      const title = (await article.getByRole('heading', { level: 1 }).textContent()) ?? ''
      if (locale === 'ja') expect(title, guide).toMatch(JAPANESE)
      if (locale === 'vi') expect(title, guide).toMatch(VIETNAMESE)
      if (locale === 'en') expect(title, guide).toMatch(/^[\x20-\x7e–’]+$/)
      // The menu marks this guide, and only this one, as the current page.
      await expect(page.getByRole('navigation', { name: GUIDE_MENU[locale] }).locator('[aria-current="page"]')).toHaveAttribute(
        'href',
        `/${guide}`,
      )
      expect(await page.title()).toContain(title)
    }
    await page.goto('/manual')
    // Six numbered steps, each a list item with its own heading.
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) }),
    ).toHaveCount(6)
    await page.goto('/service-price-table')
    // The rate callout shows today's rate: "¥1 = 170đ · ¥1,000 = 170.000đ".
    await expect(page.getByRole('main').getByText(/^[¥￥]1 = [\d.,]+đ · [¥￥]/)).toBeVisible()
    const hotline = page.getByRole('main').getByRole('link', { name: new RegExp(escapeRegExp(SUPPORT.hotline)) })
    await expect(hotline.first()).toHaveAttribute('href', `tel:${SUPPORT.hotline.replace(/\s/g, '')}`)
    await page.goto('/newbie')
    await page.getByRole('main').getByRole('link', { name: REGISTER_NOW[locale], exact: true }).click()
    await expect(page).toHaveURL(/\/register$/)
  }
  await useLanguage(page, 'vi')
})

test('contact us copies details with the copied states, and its form never sends', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/contact-us')
  await expect(page.locator('#contact-us')).toBeVisible()
  const contact = page.getByRole('region', { name: 'Liên hệ với chúng tôi' })
  const notice = contact.getByRole('status')
  const phone = copyButton(page, SUPPORT.phone)
  await expect(phone).toContainText(SUPPORT.phone)
  await expect(phone).toContainText('Sao chép')
  await phone.click()
  await expect(phone).toHaveAttribute('data-copied', 'true')
  await expect(phone).toContainText('Đã sao chép')
  await expect(notice).toHaveText(`Đã sao chép: ${SUPPORT.phone}`)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SUPPORT.phone)
  // The card's state lasts 1 s, the notice 2 s.
  await expect(phone).toHaveAttribute('data-copied', 'false', { timeout: 1500 })
  await expect(notice).toContainText(SUPPORT.phone)
  await expect(notice).toBeEmpty({ timeout: 2000 })
  await expect(copyButton(page, SUPPORT.email)).toContainText(SUPPORT.email)
  await expect(contact.getByRole('link', { name: 'Facebook', exact: true })).toHaveAttribute('href', SUPPORT.socialUrl)
  await expect(contact.getByRole('link', { name: 'Zalo', exact: true })).toHaveAttribute('href', SUPPORT.chatUrl)

  const form = page.getByRole('form', { name: 'Gửi lời nhắn cho chúng tôi' })
  await form.getByLabel('Họ và tên').fill('Nguyễn Văn A')
  await form.getByLabel('Nội dung').fill('Xin chào')
  await expect(form.getByRole('button', { name: 'Gửi', exact: true })).toBeDisabled()
})

test('about us loads the video only when asked and shows four team members', async ({ page }) => {
  const videoRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('.webm')) videoRequests.push(request.url())
  })
  await page.goto('/about-us')
  const team = page.getByRole('region', { name: 'Đội ngũ' })
  await expect(team.getByRole('listitem')).toHaveCount(4)
  await expect(team.getByRole('heading', { level: 3 })).toHaveCount(4)
  // The poster is a picture with no role of its own (decorative: the play button names the video).
  await expect(page.getByTestId('about-video').locator('img')).toBeVisible()
  await expect(page.locator('video')).toHaveCount(0)
  expect(videoRequests).toEqual([])
  const video = 'Xem video giới thiệu Nhật Việt Shop'
  await page.getByRole('button', { name: video }).click()
  await expect(page.getByRole('button', { name: video })).toHaveCount(0)
  await expect(page.getByLabel(video)).toHaveAttribute('src', /\.webm$/)
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0)
})

test('after one online visit the blog, a read post and the guides open offline', async ({ page, context }) => {
  await page.goto('/blogs')
  await waitForServiceWorkerControl(page)
  // Visited while the service worker controls the page, so its caches hold the answers.
  await page.reload()
  const ids = await postIds(page)
  await postCards(page).first().getByRole('link').click()
  await expect(postDetail(page)).toBeVisible()
  const postUrl = page.url()
  for (const guide of GUIDES) {
    await page.goto(`/${guide}`)
    await expect(page.getByRole('main').getByRole('article')).toHaveAttribute('data-guide', guide)
  }
  await page.goto('/contact-us')
  await expect(copyButton(page, SUPPORT.phone)).toBeVisible()
  // Offline, the contact page shows what was saved of it: its details in the app's saved queries and the
  // service worker's copy of the read (the posts and guides were saved while the later pages were opened).
  await expect.poll(() => savedQueryKeys(page)).toContainEqual(['site', 'config'])
  await expect.poll(() => serviceWorkerCachedPaths(page, 'api-reads')).toContain('/api/site-config')

  await context.setOffline(true)
  await page.goto('/blogs')
  expect(await postIds(page)).toEqual(ids)
  await page.goto(postUrl)
  await expect(postDetail(page)).toBeVisible()
  await expect(page.getByTestId('post-content')).not.toBeEmpty()
  for (const guide of GUIDES) {
    await page.goto(`/${guide}`)
    await expect(page.getByRole('main').getByRole('article')).toHaveAttribute('data-guide', guide)
  }
  await page.goto('/contact-us')
  await expect(copyButton(page, SUPPORT.phone)).toContainText(SUPPORT.phone)
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
