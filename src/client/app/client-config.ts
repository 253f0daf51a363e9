import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ResponseOf } from '@shared/contracts/endpoint'
import type { Endpoints } from '@shared/contracts/endpoints'
import { apiRequest } from './api-client'
import { CLIENT_CONFIG_PATH, EARLY_CONFIG_KEY } from './early-config'

/** GET /api/client-config's answer, as its contract types it. */
type ClientConfig = ResponseOf<Endpoints['GET /api/client-config']>

const CACHE_KEY = 'client-config'

function cachedConfig(): ClientConfig | null {
  try {
    const text = localStorage.getItem(CACHE_KEY)
    return text ? (JSON.parse(text) as ClientConfig) : null
  } catch {
    return null
  }
}

/** The request index.html started before the entry script ran (once; null when there is none or it failed). */
async function takeEarlyConfig(): Promise<ClientConfig | null> {
  const holder = window as unknown as Record<string, Promise<ClientConfig | null> | undefined>
  const early = holder[EARLY_CONFIG_KEY]
  if (!early) return null
  holder[EARLY_CONFIG_KEY] = undefined
  return early.catch(() => null)
}

/**
 * Not through callApi: catalogUrl (which callApi uses) needs this very configuration. Typed from the
 * contract all the same.
 */
const requestConfig = () => apiRequest<ClientConfig>(CLIENT_CONFIG_PATH, { waitForAuth: false })

async function fetchConfig(): Promise<ClientConfig> {
  const config = (await takeEarlyConfig()) ?? (await requestConfig())
  localStorage.setItem(CACHE_KEY, JSON.stringify(config))
  return config
}

let pending: Promise<ClientConfig | null> | undefined

/** The runtime configuration as a query: a screen reads it, a route that server-renders the screen loads it. */
export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: loadClientConfig,
  staleTime: Number.POSITIVE_INFINITY,
})

/** The runtime configuration in a screen (undefined until known; the same promise as loadClientConfig). */
export function useClientConfig(): ClientConfig | undefined {
  return useQuery(clientConfigQueryOptions).data ?? undefined
}

/**
 * The server's runtime configuration. The last answer is kept in localStorage so the app
 * starts offline; with a cached copy the fresh one is fetched in the background.
 */
export function loadClientConfig(): Promise<ClientConfig | null> {
  pending ??= resolveConfig()
  return pending
}

async function resolveConfig(): Promise<ClientConfig | null> {
  // Rendering a first screen on the server: no storage, ask the API (the same process) directly.
  if (typeof window === 'undefined') return requestConfig().catch(() => null)
  const cached = cachedConfig()
  const fresh = fetchConfig()
  if (cached) {
    fresh.catch(() => undefined)
    return cached
  }
  return fresh.catch(() => null)
}
