import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import { BASE_URL, chromiumArgs } from './playwright.config'

test('the web app manifest makes the storefront installable', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-profile-'))
  // A persistent profile: Chromium reports every incognito context as not installable.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    baseURL: BASE_URL,
  })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await page.request.get(new URL(manifestUrl!, BASE_URL).href)).json()
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' })
    expect(manifest.theme_color).toMatch(/^#/)
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === 'maskable')).toBe(true)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})
