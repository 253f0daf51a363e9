/**
 * The server's runtime configuration is needed before any catalogue request (its base URL), so
 * index.html asks for it while the entry script downloads (vite.config.ts, preload-start-up-data)
 * and leaves the pending answer on `window[EARLY_CONFIG_KEY]` for client-config.ts to pick up.
 * No imports here: vite.config.ts reads these constants at build time.
 */
export const CLIENT_CONFIG_PATH = '/api/client-config'
export const EARLY_CONFIG_KEY = '__storefrontClientConfig'
