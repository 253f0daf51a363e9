import { onlineManager, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { removeOldestQuery, type PersistQueryClientOptions } from '@tanstack/react-query-persist-client'
import { del, get, set } from 'idb-keyval'

const MINUTE_MS = 60 * 1000
const DAY_MS = 24 * 60 * MINUTE_MS

/** How long persisted data is restored after the last save; gcTime must not be shorter. */
const PERSIST_MAX_AGE_MS = DAY_MS

/** Bump when the shape of cached data changes, so old caches are dropped instead of misread. */
const QUERY_CACHE_VERSION = '1'

/** The browser's client and the server's per-request ones share these defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: MINUTE_MS,
        gcTime: PERSIST_MAX_AGE_MS,
        retry: 1,
        // TanStack's delay online; offline at once: the retry then pauses until the network is back, and a screen
        // this device has not saved says so without waiting a second first (ui/offline-gap.ts).
        retryDelay: (failures) => (onlineManager.isOnline() ? Math.min(1000 * 2 ** failures, 30 * 1000) : 0),
        // Serve what is cached (also the service worker's answers) before deciding the network is gone.
        networkMode: 'offlineFirst',
      },
    },
  })
}

export const queryClient = createQueryClient()

// TanStack Query assumes "online" until an 'offline' event; a page opened without a network must
// start offline, or restored writes would be tried at once, fail and be lost instead of waiting.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false)

const persister = createAsyncStoragePersister({
  storage: { getItem: get<string>, setItem: set, removeItem: del },
  key: 'storefront-query-cache',
  // On a full disk, drop the oldest queries and try again.
  retry: removeOldestQuery,
})

/** For `<PersistedQueries persistOptions={persistOptions}>`: the cache survives reloads in IndexedDB. */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: import.meta.env.VITE_BUILD_ID ?? `v${QUERY_CACHE_VERSION}`,
  dehydrateOptions: {
    // Successful queries (a query can opt out with meta.persist = false); paused mutations
    // (offline writes) are kept by the default rule.
    shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
  },
}
