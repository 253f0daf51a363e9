import type { Page } from '@playwright/test'

export type SavedQuery = { queryKey: unknown[]; data: unknown }
export type SavedMutation = { mutationKey: unknown[] | undefined; status: string; isPaused: boolean }

type SavedState = {
  clientState: {
    queries: { queryKey: unknown[]; state: { data: unknown } }[]
    mutations: { mutationKey?: unknown[]; state: { status: string; isPaused: boolean } }[]
  }
}

/** The app's persisted query cache as it was last saved to IndexedDB, or null before the first save. */
async function savedState(page: Page): Promise<SavedState | null> {
  return page.evaluate(
    () =>
      new Promise<SavedState | null>((resolve) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('keyval')) return resolve(null)
          const read = open.result.transaction('keyval').objectStore('keyval').get('storefront-query-cache')
          read.onerror = () => resolve(null)
          read.onsuccess = () => resolve(read.result ? (JSON.parse(read.result as string) as SavedState) : null)
        }
      }),
  )
}

/**
 * The queries the app last saved to IndexedDB (its persisted query cache, written at most once a
 * second; only successful queries are saved). Empty before the first save. Tests poll it before going
 * offline: what is shown offline is what was saved, not what was on screen.
 */
export async function savedQueries(page: Page): Promise<SavedQuery[]> {
  const state = await savedState(page)
  return (state?.clientState.queries ?? []).map((query) => ({ queryKey: query.queryKey, data: query.state.data }))
}

/** The writes the app last saved (offline writes wait in it, paused, until the network returns). */
export async function savedMutations(page: Page): Promise<SavedMutation[]> {
  const state = await savedState(page)
  return (state?.clientState.mutations ?? []).map((mutation) => ({
    mutationKey: mutation.mutationKey,
    status: mutation.state.status,
    isPaused: mutation.state.isPaused,
  }))
}

/** The keys of the saved queries, for `expect.poll(() => savedQueryKeys(page)).toContainEqual([...])`. */
export async function savedQueryKeys(page: Page): Promise<unknown[][]> {
  return (await savedQueries(page)).map((query) => query.queryKey)
}

/** The paths of the answers the service worker keeps in one of its caches (e.g. 'api-reads': public API reads). */
export async function serviceWorkerCachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    const requests = await (await caches.open(name)).keys()
    return requests.map((request) => new URL(request.url).pathname)
  }, cacheName)
}
