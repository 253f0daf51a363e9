// Relative, not @shared: vite.config.ts reads this file before the aliases exist.
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../shared/i18n/locales'

export const LOCALE_KEY = 'locale'

/** The interface language chosen by the customer (kept in localStorage), vi by default. */
export function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_KEY)
    return isLocale(value) ? value : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** Mirrors the choice in a cookie, so the server renders first screens in the same language. */
export function rememberLocaleForServer(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`
}

/** Stores the choice and reloads, as the spec's language selector does. */
export function switchLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale)
  rememberLocaleForServer(locale)
  window.location.reload()
}
