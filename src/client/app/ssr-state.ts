import type { DehydratedState } from '@tanstack/react-query'
import { SSR_STATE_ELEMENT_ID } from '@shared/http/ssr'
import type { Locale } from '@shared/i18n/locales'

/**
 * What the server hands over with a first screen it rendered: the language it rendered in and the
 * query data the screen showed, so the browser hydrates the same markup without asking again.
 */
export type SsrState = { locale: Locale; queries: DehydratedState }

/** The state of a server-rendered page (read once), or null for the plain app shell. */
export function takeSsrState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  element.remove()
  try {
    return JSON.parse(element.textContent) as SsrState
  } catch {
    return null
  }
}
