import type { ClientConfig } from '../../shared/contracts/client-config'
import { api } from './api-client'

const CACHE_KEY = 'client-config'

function cachedConfig(): ClientConfig | null {
  try {
    const text = localStorage.getItem(CACHE_KEY)
    return text ? (JSON.parse(text) as ClientConfig) : null
  } catch {
    return null
  }
}

async function fetchConfig(): Promise<ClientConfig> {
  const config = await api.get<ClientConfig>('/api/client-config', { waitForAuth: false })
  localStorage.setItem(CACHE_KEY, JSON.stringify(config))
  return config
}

let pending: Promise<ClientConfig | null> | undefined

/**
 * The server's runtime configuration. The last answer is kept in localStorage so the app
 * starts offline; with a cached copy the fresh one is fetched in the background.
 */
export function loadClientConfig(): Promise<ClientConfig | null> {
  pending ??= resolveConfig()
  return pending
}

async function resolveConfig(): Promise<ClientConfig | null> {
  const cached = cachedConfig()
  const fresh = fetchConfig()
  if (cached) {
    fresh.catch(() => undefined)
    return cached
  }
  return fresh.catch(() => null)
}
