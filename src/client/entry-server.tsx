/**
 * Server rendering of a first screen (built with `vite build --ssr`, loaded by src/server/http/ssr.ts):
 * the same routes, components and query options as the browser, rendered to HTML with the data
 * the screen needs, so a first visit paints content before any JavaScript has arrived.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import type { Locale } from '@shared/i18n/locales'
import { LOCALES } from '@shared/i18n/locales'
import { setApiTransport, type ApiTransport } from './app/api-client'
import { AppRoot } from './app/AppRoot'
import { i18n, loadMessages, setRenderLocaleSource } from './app/i18n'
import { createQueryClient } from './app/query-client'
import { createAppRouter, type AppRouter } from './app/router'
import type { SsrState } from './app/ssr-state'
import { setHttpStatusSink } from './app/http-status'
import { setAuthState } from '@client/features/auth'

/**
 * `head`: resource hints React made while rendering (the LCP image's preload); `html`: the screen;
 * `routeIds`: the matched routes, whose stylesheets and chunks the page links; `unloaded`: the keys
 * of queries the screen read that no route loader had loaded (it shows their loading state instead).
 */
export type RenderedPage = { head: string; html: string; state: SsrState; routeIds: string[]; unloaded: string[]; status: number }
/** The address the router sends this one to instead (a guard, or search parameters it corrects). */
export type Redirect = { redirect: string }

let prepared: Promise<void> | undefined
/** The language of the page being rendered, wherever its loaders and queries have got to. */
const pageLocale = new AsyncLocalStorage<Locale>()
/** The HTTP status the page being rendered reports (404 from a not-found screen). */
const pageStatus = new AsyncLocalStorage<{ status: number }>()

/** Once per process: every language's messages, the API transport, and "nobody signed in". */
export function prepareRenderer(transport: ApiTransport): Promise<void> {
  prepared ??= (async () => {
    setApiTransport(transport)
    setRenderLocaleSource(() => pageLocale.getStore())
    setHttpStatusSink((status) => {
      const page = pageStatus.getStore()
      if (page) page.status = status
    })
    // The server knows no session: signed-in customers get their header once the app starts.
    setAuthState({ status: 'signed-out', user: null })
    for (const locale of LOCALES) i18n.load(locale, await loadMessages(locale))
  })()
  return prepared
}

/** The HTML of `url`'s screen in `locale` and the state to hydrate it with. */
export async function renderPage(url: string, locale: Locale): Promise<RenderedPage | Redirect> {
  if (!prepared) throw new Error('prepareRenderer must run first')
  await prepared
  // Other pages render meanwhile: query keys and requests take this page's language from here.
  return pageLocale.run(locale, () => pageStatus.run({ status: 200 }, () => renderInLocale(url, locale)))
}

let pathRouter: AppRouter | undefined

/**
 * Whether the app has a screen for this path; the server answers other paths with the app's 404
 * page and status 404. The router's own rule for showing its not-found screen.
 */
export function isAppPath(pathname: string): boolean {
  pathRouter ??= createAppRouter({ queryClient: createQueryClient(), history: createMemoryHistory(), onServer: true })
  const [, params, found] = pathRouter.getMatchedRoutes(pathname)
  if (!found) return pathname.replace(/\/+$/, '') === ''
  return found.path === '/' || !params['**']
}

async function renderInLocale(url: string, locale: Locale): Promise<RenderedPage | Redirect> {
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }), onServer: true })
  // The route loaders wait for every query their screens read: one render then has all the data.
  await router.load()
  const redirect = redirectOf(router)
  if (redirect) return { redirect }
  const html = render(router, queryClient, locale)
  // React puts preloads of high-priority images before the markup; they belong in <head>.
  const [head = ''] = html.match(/^(?:<link [^>]*>)+/) ?? []
  const routeIds = router.state.matches.map((match) => match.routeId as string)
  const state: SsrState = { locale, queries: dehydrate(queryClient) }
  const unloaded = unloadedQueries(queryClient).map((query) => query.queryHash)
  // Queries keep garbage-collection timers (a day long): clear them, or each page would stay in memory.
  queryClient.clear()
  return { head, html: html.slice(head.length), state, routeIds, unloaded, status: pageStatus.getStore()?.status ?? 200 }
}

/**
 * On the server the router answers a redirect instead of matches, e.g. to the canonical address when
 * validateSearch drops a malformed value (?page=abc); the browser would otherwise rewrite the address
 * and render something else than the server sent. TanStack Start reads the same field.
 */
function redirectOf(router: AppRouter): string | undefined {
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: Response } })._serverResult
  return result?.type === 'redirect' ? (result.redirect?.headers.get('Location') ?? undefined) : undefined
}

function render(router: AppRouter, queryClient: QueryClient, locale: Locale): string {
  // Synchronous from activation to string: no other request's render runs in between.
  i18n.activate(locale)
  return renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AppRoot router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
}

/** Queries the screen read (enabled) that have neither data nor an error: a loader forgot them. */
function unloadedQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query) && query.options.queryFn)
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false
}
