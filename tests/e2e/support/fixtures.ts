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

/**
 * Resolves once the service worker controls the page: its install (the precache download) given 30 s, its state
 * in the failure's message. A worker that activated without taking this page over (its claim still on the way, or
 * the page loaded around it) controls it after a reload, as it would for a person.
 */
export async function waitForServiceWorkerControl(page: Page) {
  await expect.poll(() => page.evaluate(serviceWorkerState), { timeout: 30_000, message: 'the service worker activates' }).toBe('activated')
  const controlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null)
  if (!(await controlled())) await page.reload()
  await expect.poll(controlled, { message: 'the service worker controls the page' }).toBe(true)
}

/** The state of the page's service worker: the active one, else the one on its way (runs in the page). */
async function serviceWorkerState() {
  const registration = await navigator.serviceWorker.getRegistration()
  const worker = registration && (registration.active ?? registration.waiting ?? registration.installing)
  return worker ? worker.state : registration ? 'no worker' : 'not registered'
}
