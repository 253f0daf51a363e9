import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { hydrate } from '@tanstack/react-query'
import { persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { AppRoot } from './app/AppRoot'
import { PersistedQueries } from './app/PersistedQueries'
import './ui/global.css'
import { i18n, activateStoredLocale } from './app/i18n'
import { rememberLocaleForServer } from './app/locale'
import { persistOptions, queryClient } from './app/query-client'
import { createAppRouter, followBrowserEvents } from './app/router'
import { takeSsrState } from './app/ssr-state'
import { loadClientConfig } from './app/client-config'
import { startAuthSession, getAuthState } from '@client/features/auth'
import { UpdatePrompt } from '@client/features/pwa'
import { registerCartWrites } from '@client/features/cart'

// Writes restored from IndexedDB need their mutationFn before the cache is restored.
registerCartWrites(queryClient)
const router = createAppRouter({ queryClient })
let hydratedFromServer = false
/** Data older than this came from the device's copy of the cache (or from the server's render). */
const startedAt = Date.now()
/** The queries a server-rendered first screen brought: fresh, not asked again. */
const serverRendered = new Set<string>()
followBrowserEvents(router)

function App(): ReactNode {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PersistedQueries
          client={queryClient}
          persistOptions={persistOptions}
          onRestored={() => {
            // Writes queued offline (and restored from IndexedDB) are replayed once the cache is back.
            void queryClient.resumePausedMutations()
            // What was restored shows at once, and is asked again: it may predate the last change
            // (the cache is saved at most once a second, and a reload can come sooner).
            // Only what came from the device: a query fetched since this start is current already.
            void queryClient.invalidateQueries({
              predicate: (query) => query.state.dataUpdatedAt < startedAt && !serverRendered.has(query.queryHash),
            })
            // Data a server-rendered screen brought changed nothing after the provider started
            // listening: save it now, so the screen also opens offline.
            if (hydratedFromServer) void persistQueryClientSave({ queryClient, ...persistOptions })
          }}
        >
          <AppRoot router={router} afterRoutes={<UpdatePrompt />} />
        </PersistedQueries>
      </I18nProvider>
    </StrictMode>
  )
}

async function start() {
  // A first screen rendered by the server comes with the data it showed: no need to ask again.
  const ssrState = takeSsrState()
  if (ssrState) {
    hydrate(queryClient, ssrState.queries)
    for (const query of ssrState.queries.queries) serverRendered.add(query.queryHash)
    hydratedFromServer = true
  }
  // Catalogue URLs wait for the server's configuration: ask for it before anything else.
  void loadClientConfig()
  startAuthSession()
  // The first route's chunks and loaders (its data requests) start while the message catalogue
  // loads; the router does not load again when it mounts on the same location.
  const routeLoaded = router.load()
  const locale = await activateStoredLocale()
  rememberLocaleForServer(locale)
  const container = document.getElementById('root')!
  // The server renders for a signed-out visitor in the cookie's language; anything else renders anew.
  if (ssrState && ssrState.locale === locale && getAuthState().status === 'signed-out' && container.firstElementChild) {
    await routeLoaded
    // Render the routes as the server did (no Suspense boundaries around matches), as TanStack's own hydration does.
    router.ssr = { manifest: undefined }
    // As a transition, hydration yields to the browser between slices instead of one long task.
    startTransition(() => {
      hydrateRoot(container, <App />)
    })
    return
  }
  // A transition lets React render the first screen in slices, yielding to the browser between them.
  startTransition(() => createRoot(container).render(<App />))
}

void start()
