import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { findLot } from './support/auction-api'
import { expect, test, waitForServiceWorkerControl } from './support/fixtures'

/**
 * Issue 27, "Offline and freshness": every route of the route tree, never opened on this device, visited
 * offline (phone, vi, signed out) shows what it can without the network — the offline state ("offline —
 * not saved on this device"), a screen that needs no data (a guide, the sign-in form, the search box,
 * the not-found page), or the sign-in page for a customer's screens — and never a skeleton, a spinner or
 * "Đang tải…" that would wait for ever.
 *
 * The routes come from the generated route tree (src/client/routeTree.gen.ts), so a new route is walked
 * as soon as it exists; a route with a path parameter this file cannot fill fails the test by name.
 */
test.use({ viewport: { width: 390, height: 844 } })

const ROUTE_TREE = resolve(import.meta.dirname, '../../src/client/routeTree.gen.ts')

/** The full paths of the route tree (its `fullPaths` union), without trailing slashes, once each. */
function routeTreePaths(): string[] {
  const source = readFileSync(ROUTE_TREE, 'utf8')
  const union = /fullPaths:([\s\S]*?)fileRoutesByTo:/.exec(source)?.[1]
  if (!union) throw new Error(`no fullPaths union in ${ROUTE_TREE}: has the route generator changed its output?`)
  const paths = [...union.matchAll(/'([^']+)'/g)].map(([, path]) => (path.length > 1 ? path.replace(/\/$/, '') : path))
  return [...new Set(paths)].sort()
}

/** Real ids of the demo data, read from the API before going offline. */
type DemoIds = {
  ownProduct: number
  blogPost: number
  /** A market listing (Mercari: no sizes) and its seller. */
  marketItem: string
  marketSeller: string
  /** An open Yahoo Auction lot. */
  lot: string
  ecoringLot: string
}

async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const json = async <T>(path: string): Promise<T> => {
    const response = await request.get(path)
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true)
    return (await response.json()) as T
  }
  const products = await json<{ data: { id: number }[] }>('/api/products?filter[suppliers.id]=390')
  const posts = await json<{ data: { id: number }[] }>('/api/posts')
  const listings = await json<{ items: { item_ref: string }[] }>(`/catalog/v3/${MARKET}?page=1`)
  const detail = await json<{ data: { seller: { id: string } | null } }>(`/catalog/v3/${MARKET}/detail?id=${listings.items[0].item_ref}`)
  const ecoring = await json<{ items: { id: number | string }[] }>('/catalog/v2/ecoring?page=1')
  const lot = await findLot(request, () => true)
  expect(detail.data.seller, 'the demo Mercari listing has a seller').not.toBeNull()
  return {
    ownProduct: products.data[0].id,
    blogPost: posts.data[0].id,
    marketItem: listings.items[0].item_ref,
    marketSeller: detail.data.seller!.id,
    lot: lot.item_ref,
    ecoringLot: String(ecoring.items[0].id),
  }
}

const MARKET = 'mercari'
/** Signed out, a customer's screen sends to the sign-in page before any id is read: a well-formed id is enough. */
const ANY_CUSTOMER_ID = '1'
/** Signed out, a staff screen answers the not-found page before any id is read. */
const ANY_STAFF_ID = '1'

/**
 * The addresses walked for each route with parameters (and extra variants of some without). A route of
 * the tree with a parameter and no entry here fails the test: add the kind of id it takes.
 */
const FILL: Record<string, (ids: DemoIds) => string[]> = {
  // Staff console: signed out (as here) it answers the not-found page, offline as online — it never
  // announces itself. The console is online-only (its chunks are not precached for customers' devices).
  '/admin/$': () => ['/admin/no-such-screen'],
  '/admin/customers/$id': () => [`/admin/customers/${ANY_STAFF_ID}`],
  '/admin/orders/$id': () => [`/admin/orders/${ANY_STAFF_ID}`],
  '/admin/posts/$id': () => [`/admin/posts/${ANY_STAFF_ID}`],
  '/blogs/$id': (ids) => [`/blogs/${ids.blogPost}`],
  '/customer/orders/$id': () => [`/customer/orders/${ANY_CUSTOMER_ID}`],
  '/customer/support/$id': () => [`/customer/support/${ANY_CUSTOMER_ID}`],
  '/customer/wallet/$id': () => [`/customer/wallet/${ANY_CUSTOMER_ID}`],
  '/customer/won/$id': () => [`/customer/won/${ANY_CUSTOMER_ID}`],
  '/other-market/$shopId': () => [`/other-market/${MARKET}`, '/other-market/8'],
  '/other-market/$shopId/$id': (ids) => [`/other-market/${MARKET}/${ids.marketItem}`, `/other-market/8/${ids.lot}`],
  '/other-market/$shopId/payment': (ids) => [`/other-market/${MARKET}/payment?product_id=${ids.marketItem}`],
  '/other-market/$shopId/seller-shop/$sellerShopId': (ids) => [`/other-market/${MARKET}/seller-shop/${ids.marketSeller}`],
  '/other-market/home/$shopId': () => [`/other-market/home/${MARKET}`],
  '/other-market/products/$shopId': () => [`/other-market/products/${MARKET}`, '/other-market/products/yahoo-auction'],
  '/other-market/translate/$shopId/$id': (ids) => [`/other-market/translate/${MARKET}/${ids.marketItem}`],
  '/other-market/yahoo-auction/$link': (ids) => [`/other-market/yahoo-auction/${ids.lot}`],
  '/other-market/ecoring/detail/$option/$id': (ids) => [`/other-market/ecoring/detail/timelimit/${ids.ecoringLot}`],
  '/products/$shopId': () => ['/products/ikom', '/products/awond?search=seiko'],
  '/products/$shopId/$id': (ids) => [`/products/ikom/${ids.ownProduct}`],
  // Variants of routes without parameters: with the data their search asks for.
  '/other-market/search': () => ['/other-market/search', '/other-market/search?search=tai%20nghe'],
  '/other-market/ecoring': () => ['/other-market/ecoring', '/other-market/ecoring?tab=timelimit'],
  '/blogs': () => ['/blogs', '/blogs?page=2'],
}

/** How long a screen shows the same outcome before the walk takes it as settled. */
const SETTLED_MS = 600

const hasParameter = (path: string) => path.split('/').some((part) => part.startsWith('$'))

/** What the screen shows: 'loading' until it settles on one of the others. */
async function outcome(page: Page): Promise<'loading' | 'offline' | 'sign-in' | 'content'> {
  const loading = page.locator('[aria-busy="true"], [data-skeleton], [data-testid="skeleton-grid"], [data-testid="product-loading"]')
  if ((await loading.count()) > 0) return 'loading'
  if ((await page.getByRole('status').filter({ hasText: 'Đang tải…' }).count()) > 0) return 'loading'
  if (await page.getByRole('region', { name: 'Ngoại tuyến — trang này chưa được lưu trên thiết bị' }).isVisible()) return 'offline'
  if (new URL(page.url()).pathname === '/login' && (await page.getByRole('heading', { level: 1, name: 'Đăng nhập' }).isVisible()))
    return 'sign-in'
  // A screen of its own: its heading is there (a skeleton or a blank screen has none).
  if (await page.getByRole('heading', { level: 1 }).first().isVisible()) return 'content'
  return 'loading'
}

test('offline, every route of the route tree never opened on this device says so or shows what needs no network, never a loader that never ends', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const routes = routeTreePaths()
  expect(routes.length, 'routes in the generated route tree').toBeGreaterThan(40)
  const unfilled = routes.filter((path) => hasParameter(path) && !FILL[path])
  expect(unfilled, 'routes with a parameter this walk cannot fill: add the kind of demo id they take to FILL').toEqual([])
  const stale = Object.keys(FILL).filter((path) => !routes.includes(path))
  expect(stale, 'FILL entries for routes the tree no longer has').toEqual([])

  const ids = await demoIds(request)
  const addresses = routes.flatMap((path) => (FILL[path] ? FILL[path](ids) : [path]))

  await page.goto('/')
  await expect(page.getByTestId('home-shop-block').first()).toBeVisible()
  await waitForServiceWorkerControl(page)
  await context.setOffline(true)

  const seen: string[] = []
  const stuck: string[] = []
  for (const address of addresses) {
    await page.goto(address)
    // Every route is walked before failing, so one run names every screen that waits for ever. Settled: the same
    // outcome for SETTLED_MS (the offline panel is a small chunk of its own that may render a moment after the heading).
    let shown = 'not read yet'
    let shownSince = Date.now()
    const settled = await expect
      .poll(
        async () => {
          const now = await outcome(page)
          if (now !== shown) [shown, shownSince] = [now, Date.now()]
          return Date.now() - shownSince >= SETTLED_MS ? now : 'loading'
        },
        { timeout: 10_000, intervals: [100] },
      )
      .not.toBe('loading')
      .then(() => true)
      .catch(() => false)
    seen.push(`${address} → ${shown}`)
    if (!settled) stuck.push(address)
    // A customer's screen, signed out: the sign-in page, offline as online.
    else if (address.startsWith('/customer')) expect(shown, address).toBe('sign-in')
  }
  expect(stuck, 'screens still loading offline (skeleton, spinner or "Đang tải…" with no end)').toEqual([])
  test.info().annotations.push({ type: 'offline walk', description: seen.join('\n') })
  // The screens that need the listing's data say they are offline, not "not found" or an empty page.
  for (const address of [
    `/other-market/products/${MARKET}`,
    `/other-market/${MARKET}/seller-shop/${ids.marketSeller}`,
    '/other-market/search?search=tai%20nghe',
    '/blogs?page=2',
    `/other-market/${MARKET}/${ids.marketItem}`,
    `/other-market/yahoo-auction/${ids.lot}`,
    `/products/ikom/${ids.ownProduct}`,
  ]) {
    expect(seen, address).toContain(`${address} → offline`)
  }
  await context.setOffline(false)
})
