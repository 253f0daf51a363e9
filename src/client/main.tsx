import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { ToastProvider } from './ui'
import './ui/global.css'
import { i18n, activateStoredLocale } from './app/i18n'
import { persistOptions, queryClient } from './app/query-client'
import { router } from './app/router'
import { loadClientConfig } from './app/client-config'
import { startAuthSession } from './features/auth/firebase-session'
import { UpdatePrompt } from './features/pwa/UpdatePrompt'

async function start() {
  // Catalogue URLs wait for the server's configuration: ask for it before anything else.
  void loadClientConfig()
  startAuthSession()
  // The first route's chunks and loaders (its data requests) start while the message catalogue
  // loads; the router does not load again when it mounts on the same location.
  void router.load()
  await activateStoredLocale()
  const root = createRoot(document.getElementById('root')!)
  // A transition lets React render the first screen in slices, yielding to the browser between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <PersistQueryClientProvider
            client={queryClient}
            persistOptions={persistOptions}
            // Writes queued offline (and restored from IndexedDB) are replayed once the cache is back.
            onSuccess={() => queryClient.resumePausedMutations()}
          >
            <ToastProvider>
              <RouterProvider router={router} />
              <UpdatePrompt />
            </ToastProvider>
          </PersistQueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  )
}

void start()
