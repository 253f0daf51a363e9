/**
 * Server rendering of a first screen (built with `vite build --ssr`, loaded by src/server/http/ssr.ts):
 * the same routes, components and query options as the browser, rendered to HTML with the data
 * the screen needs, so a first visit paints content before any JavaScript has arrived.
 */
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@lingui/react'
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import type { Locale } from '@shared/i18n/locales'
import { LOCALES } from '@shared/i18n/locales'
import { setApiTransport, type ApiTransport } from './app/api-client'
import { AppRoot } from './app/AppRoot'
import { i18n, loadMessages } from './app/i18n'
import { createQueryClient } from './app/query-client'
import { createAppRouter, type AppRouter } from './app/router'
import type { SsrState } from './app/ssr-state'
import { setAuthState } from './features/auth/auth-store'

/**
 * `head`: resource hints React made while rendering (the LCP image's preload); `html`: the screen;
 * `routeIds`: the matched routes, whose stylesheets and chunks the page links.
 */
export type RenderedPage = { head: string; html: string; state: SsrState; routeIds: string[] }
/** The address the router sends this one to instead (a guard, or search parameters it corrects). */
export type Redirect = { redirect: string }

/** Renders pass after pass while the screen asks for data it does not have yet (lists, then details). */
const MAX_RENDER_PASSES = 4

let prepared: Promise<void> | undefined

/** Once per process: every language's messages, the API transport, and "nobody signed in". */
export function prepareRenderer(transport: ApiTransport): Promise<void> {
  prepared ??= (async () => {
    setApiTransport(transport)
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
  const queryClient = createQueryClient()
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }) })
  // Query keys made by the loaders carry the language too (each render pass activates it again).
  i18n.activate(locale)
  await router.load()
  const redirect = redirectOf(router)
  if (redirect) return { redirect }
  let html = ''
  for (let pass = 1; pass <= MAX_RENDER_PASSES; pass++) {
    html = renderOnce(router, queryClient, locale)
    const missing = queriesToFetch(queryClient)
    if (missing.length === 0 || pass === MAX_RENDER_PASSES) break
    await Promise.all(missing.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })))
  }
  // React puts preloads of high-priority images before the markup; they belong in <head>.
  const [head = ''] = html.match(/^(?:<link [^>]*>)+/) ?? []
  const routeIds = router.state.matches.map((match) => match.routeId as string)
  const state: SsrState = { locale, queries: dehydrate(queryClient) }
  // Queries keep garbage-collection timers (a day long): clear them, or each page would stay in memory.
  queryClient.clear()
  return { head, html: html.slice(head.length), state, routeIds }
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

function renderOnce(router: AppRouter, queryClient: QueryClient, locale: Locale): string {
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

/** Queries the screen asked for that have neither data nor an error yet (a fetch in flight is awaited too). */
function queriesToFetch(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query) && query.options.queryFn)
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false
}
