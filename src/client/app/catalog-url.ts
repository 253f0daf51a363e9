import { loadClientConfig } from './client-config'

const DEFAULT_CATALOG_BASE = '/catalog'

/** A path on the catalogue/auction API, whose base URL comes from the client configuration. */
export async function catalogUrl(path: string): Promise<string> {
  const base = (await loadClientConfig())?.catalogBaseUrl ?? DEFAULT_CATALOG_BASE
  return `${base.replace(/\/$/, '')}${path}`
}
