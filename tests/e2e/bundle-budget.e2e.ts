import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { ENTRY_KEY, splitChunkKeys, withStaticImports } from '@server/http/client-manifest'
import { catalogueGzip, firstLoad, kb, readManifest, splitRouteFiles } from './support/first-load'

/**
 * Performance budgets of issue 7 that are deterministic: first-load JavaScript (gzip) of the
 * production build in dist/client (`npm run test:e2e` builds it first). Timings live in
 * `npm run bench:web`, not here.
 */
const DIST = resolve(import.meta.dirname, '../../dist/client')
const HOME_BUDGET = 150_000
const ROUTE_BUDGET = 200_000
const HOME = 'src/client/routes/index.tsx'
const LIST = 'src/client/routes/products/$shopId/index.tsx'
const DETAIL = 'src/client/routes/products/$shopId/$id.tsx'
/** A market listing, a Yahoo Auction lot (by the lot link and as a market listing) and an Ecoring lot (issue 25). */
const MARKET_DETAIL = 'src/client/routes/other-market/$shopId/$id.tsx'
const YAHOO_LOT = 'src/client/routes/other-market/yahoo-auction/$link.tsx'
const ECORING_LOT = 'src/client/routes/other-market/ecoring/detail/$option/$id.tsx'
/** What a listing or lot page may load first beyond our own product page: its route entry and the market's queries. */
const LISTING_MARGIN = 3_000

test.describe('first-load JavaScript budgets', () => {
  const manifest = readManifest(DIST)

  test('home stays within 150 kB of gzipped JavaScript', () => {
    const home = firstLoad(DIST, manifest, HOME)
    test.info().annotations.push({
      type: 'home first load',
      description: `${kb(home.jsGzip)} JS, ${kb(home.cssGzip)} CSS, ${home.files.length} files`,
    })
    expect(home.jsGzip, `home first-load JS ${kb(home.jsGzip)}: ${home.files.join(', ')}`).toBeLessThanOrEqual(HOME_BUDGET)
  })

  test('no route loads more than 200 kB of gzipped JavaScript first', () => {
    const routes = splitRouteFiles(manifest)
    expect(routes.length, 'code-split route chunks in the manifest').toBeGreaterThan(10)
    const over = routes.map((route) => firstLoad(DIST, manifest, route)).filter((load) => load.jsGzip > ROUTE_BUDGET)
    expect(over.map((load) => `${load.route}: ${kb(load.jsGzip)}`)).toEqual([])
  })

  test('market detail and lot pages load no more JavaScript first than our own product page (+3 kB)', () => {
    const own = firstLoad(DIST, manifest, DETAIL)
    const loads = [MARKET_DETAIL, YAHOO_LOT, ECORING_LOT].map((route) => firstLoad(DIST, manifest, route))
    test.info().annotations.push({
      type: 'listing first loads',
      description: [own, ...loads].map((load) => `${load.route}: ${kb(load.jsGzip)} JS, ${load.files.length} files`).join('; '),
    })
    const over = loads.filter((load) => load.jsGzip > own.jsGzip + LISTING_MARGIN).map((load) => `${load.route}: ${kb(load.jsGzip)}`)
    expect(over, `own product page ${kb(own.jsGzip)} + ${kb(LISTING_MARGIN)}`).toEqual([])
  })

  test('the bidding panel, a lot opened by its link and buying by link are chunks of their own, in no listing’s first load', () => {
    // Fetched by the lot route's loader (the panel) or on the mirror's "not found" (the other two): never in the first load.
    const parts = [
      'src/client/features/auctions/AuctionPanel.tsx',
      'src/client/features/auctions/LinkedLotPage.tsx',
      'src/client/features/other-market/BuyByLink.tsx',
    ]
    const files = parts.map((key) => {
      expect(manifest[key], `${key} as a chunk of its own`).toBeDefined()
      return manifest[key].file
    })
    for (const route of [MARKET_DETAIL, YAHOO_LOT, DETAIL]) {
      const load = firstLoad(DIST, manifest, route).files
      expect(
        files.filter((file) => load.includes(file)),
        `${route} first load`,
      ).toEqual([])
    }
  })

  test('firebase and classic zod are in no first load, Radix Dialog not in the home page one', () => {
    // Firebase loads on demand and zod classic (the server's contracts) is never needed in the PWA.
    // Radix Dialog is used by the product list's filter sheet and the review form, not by home.
    const markers: [string, RegExp, string[]][] = [
      ['firebase', /["'`]@firebase\/(app|auth)["'`]/, [HOME, LIST, DETAIL]],
      ['zod classic', /["'`]ZodObject["'`]/, [HOME, LIST, DETAIL]],
      ['Radix Dialog', /["'`]DialogContent["'`]/, [HOME]],
    ]
    for (const route of [HOME, LIST, DETAIL]) {
      const code = firstLoad(DIST, manifest, route).files.map((file) => readFileSync(resolve(DIST, file), 'utf8'))
      const found = markers
        .filter(([, marker, routes]) => routes.includes(route) && code.some((text) => marker.test(text)))
        .map(([name]) => name)
      expect(found, `${route} first load`).toEqual([])
    }
  })

  // The console's routes: its layout (routes/admin/route.tsx: requireStaff, its catalogue, its frame) and a route per screen.
  const isConsoleRoute = (file: string) => file.startsWith('src/client/routes/admin/')
  const CONSOLE_LAYOUT = 'src/client/routes/admin/route.tsx'

  test('the staff console is in no customer first load: its routes, screens and catalogue load only under /admin', () => {
    const consoleRoutes = splitRouteFiles(manifest).filter(isConsoleRoute)
    // The layout and the screens (orders, an order, wallets, …) are route chunks of their own.
    expect(consoleRoutes).toContain(CONSOLE_LAYOUT)
    expect(consoleRoutes).toContain('src/client/routes/admin/orders/$id.tsx')
    expect(consoleRoutes.length, 'console screen routes').toBeGreaterThan(15)
    const consoleLoad = firstLoad(DIST, manifest, 'src/client/routes/admin/orders/index.tsx').files
    expect(consoleLoad.some((file) => readFileSync(resolve(DIST, file), 'utf8').includes('admin-console'))).toBe(true)
    // The console's own chunks: its routes' split chunks, its feature's modules and its texts (locales/*/admin.po).
    const consoleFiles = Object.entries(manifest)
      .filter(
        ([key]) =>
          key.startsWith('src/client/routes/admin/') ||
          key.startsWith('src/client/features/admin/') ||
          /^locales\/[a-z]+\/admin\.po$/.test(key),
      )
      .map(([, chunk]) => chunk.file)
    expect(consoleFiles.length, 'console routes and catalogues as chunks').toBeGreaterThan(15)
    for (const route of splitRouteFiles(manifest).filter((file) => !isConsoleRoute(file))) {
      const files = firstLoad(DIST, manifest, route).files
      // A console chunk (assets/admin/, vite.config.ts) or the console's frame in a customer's first load.
      const found = files.filter(
        (file) =>
          consoleFiles.includes(file) ||
          file.startsWith('assets/admin/') ||
          readFileSync(resolve(DIST, file), 'utf8').includes('admin-console'),
      )
      expect(found, `${route} first load`).toEqual([])
    }
  })

  test('the service worker precaches no chunk of the staff console: a customer’s device never downloads it', () => {
    // The console's chunks (its routes' split chunks, its screens, its texts) are built into assets/admin/…
    const customerKeys = new Set<string>()
    for (const route of splitRouteFiles(manifest).filter((file) => !isConsoleRoute(file)))
      withStaticImports(manifest, [ENTRY_KEY, ...splitChunkKeys(manifest, route)], customerKeys)
    const consoleFacades = Object.keys(manifest).filter(
      (key) => isConsoleRoute(key) || key.startsWith('src/client/features/admin/') || /^locales\/[a-z]+\/admin\.po$/.test(key),
    )
    expect(consoleFacades.length).toBeGreaterThan(15)
    const consoleChunks = consoleFacades.map((key) => manifest[key].file)
    for (const file of consoleChunks) expect(file).toMatch(/^assets\/admin\//)
    // …and no customer's first load has a chunk the service worker leaves out (it would not work offline).
    const customerFiles = [...customerKeys].map((key) => manifest[key].file)
    expect(customerFiles.filter((file) => file.startsWith('assets/admin/'))).toEqual([])
    const serviceWorker = readFileSync(resolve(DIST, 'sw.js'), 'utf8')
    expect(serviceWorker).toContain('"url":"index.html"')
    const precached = readdirSync(resolve(DIST, 'assets/admin')).filter((file) => serviceWorker.includes(`assets/admin/${file}`))
    expect(precached).toEqual([])
    for (const file of consoleChunks) expect(serviceWorker, file).not.toContain(file)
  })

  test('index.html preloads the message catalogue with the entry instead of after it', () => {
    // The catalogue is awaited before the first render: a script in index.html modulepreloads the stored
    // language's chunk (vite.config.ts, preload-message-catalogue). A stale or missing file name fails here.
    const html = readFileSync(resolve(DIST, 'index.html'), 'utf8')
    for (const locale of ['vi', 'en', 'ja']) {
      const chunk = manifest[`locales/${locale}/messages.po`]
      expect(chunk, `${locale} catalogue chunk`).toBeDefined()
      expect(html, `${locale} catalogue in index.html`).toContain(`"${locale}":"/${chunk.file}"`)
    }
    expect(html).toContain("rel='modulepreload'")
  })

  test('the message catalogue loaded before the first render stays small', () => {
    // Not part of the module graph (a dynamic import awaited at start-up), so reported and capped on its own.
    expect(catalogueGzip(DIST, manifest, 'vi')).toBeLessThanOrEqual(12_000)
  })
})

test.describe('firebase loads only when it is needed', () => {
  // Firebase's own chunks, found by their package names (the module graph above never holds them).
  const firebaseFiles = readdirSync(resolve(DIST, 'assets'))
    .filter((file) => file.endsWith('.js') && /["'`]@firebase\/(app|auth)["'`]/.test(readFileSync(resolve(DIST, 'assets', file), 'utf8')))
    .map((file) => `/assets/${file}`)

  test('a visitor without a session browses without it, and the sign-in page fetches it', async ({ page }) => {
    expect(firebaseFiles.length, 'firebase chunks in the build').toBeGreaterThan(0)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.addInitScript(() => sessionStorage.setItem('app-download-shown', '1'))
    await page.goto('/')
    await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
    // Known to be signed out at once: the header offers to sign in without waiting for Firebase.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Nothing is left for the page to do: no request in flight, and the browser has had an idle moment.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
    expect(requested.filter((path) => firebaseFiles.includes(path))).toEqual([])

    await page.getByRole('banner').getByRole('link', { name: 'Đăng nhập', exact: true }).click()
    await expect(page.getByTestId('login-form')).toBeVisible()
    await expect.poll(() => requested.filter((path) => firebaseFiles.includes(path)).length).toBeGreaterThan(0)
  })
})
