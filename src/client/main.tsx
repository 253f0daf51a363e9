import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { ToastProvider } from './ui'
import './ui/global.css'
import { i18n, activateStoredLocale } from './app/i18n'
import { persistOptions, queryClient } from './app/query-client'
import { router } from './app/router'
import { startAuthSession } from './features/auth/firebase-session'
import { UpdatePrompt } from './features/pwa/UpdatePrompt'

async function start() {
  startAuthSession()
  // The first route's chunks and loaders (its data requests) start while the message catalogue
  // loads; the router does not load again when it mounts on the same location.
  void router.load()
  await activateStoredLocale()
  createRoot(document.getElementById('root')!).render(
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
  )
}

void start()
