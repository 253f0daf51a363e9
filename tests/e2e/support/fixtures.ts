import { test as base, expect, type Page } from '@playwright/test'
import { LOCALE_LABELS } from '@shared/i18n/locales'

/**
 * Tests run as a phone (Pixel 7). The app-download modal opens once per app start on phones;
 * it has its own test (`test.use({ appDownloadModal: true })`), so other tests start with it already shown.
 */
export const test = base.extend<{ appDownloadModal: boolean }>({
  appDownloadModal: [false, { option: true }],
  page: async ({ page, appDownloadModal }, use) => {
    await prepareAppPage(page, { appDownloadModal })
    await use(page)
  },
})

/** What the `page` fixture does to its page, for a second page of another context (another person). */
export async function prepareAppPage(page: Page, { appDownloadModal = false } = {}) {
  if (!appDownloadModal) await page.addInitScript(() => sessionStorage.setItem('app-download-shown', '1'))
  // A server-rendered screen is visible before the app runs; a test, like a customer, acts on the app.
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await waitForApp(page)
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await waitForApp(page)
    return response
  }
}

/** Resolves once the app has rendered or hydrated (html[data-app-ready]); at once for pages without the app. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true', undefined, {
    timeout: 15_000,
  })
}

export { expect }

export async function chooseLanguage(page: Page, locale: 'vi' | 'en' | 'ja') {
  const selector = page.getByTestId('language-select')
  await selector.locator('summary').click()
  await Promise.all([page.waitForEvent('load'), selector.getByRole('link', { name: LOCALE_LABELS[locale], exact: true }).click()])
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await waitForApp(page)
}

export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }))
  })
}
