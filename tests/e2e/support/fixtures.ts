import { test as base, expect, type Page } from '@playwright/test'

/**
 * Tests run as a phone (Pixel 7). The app-download modal opens once per app start on phones;
 * it has its own test (`test.use({ appDownloadModal: true })`), so other tests start with it already shown.
 */
export const test = base.extend<{ appDownloadModal: boolean }>({
  appDownloadModal: [false, { option: true }],
  page: async ({ page, appDownloadModal }, use) => {
    if (!appDownloadModal) await page.addInitScript(() => sessionStorage.setItem('app-download-shown', '1'))
    await use(page)
  },
})

export { expect }

export async function chooseLanguage(page: Page, locale: 'vi' | 'en' | 'ja') {
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-select').selectOption(locale)])
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

export async function waitForServiceWorkerControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }))
  })
}
