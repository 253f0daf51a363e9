// Relative, not @shared: vite.config.ts reads this file before the aliases exist.
import { cookieLocale, DEFAULT_LOCALE, isLocale, localeCookie, type Locale } from '../../shared/i18n/locales'

export const LOCALE_KEY = 'locale'

/**
 * The interface language chosen by the customer, vi by default. The cookie comes first: the
 * header's language links set it on the server (also before the app has started), and the app
 * mirrors every choice into it; localStorage is the older record.
 */
export function storedLocale(): Locale {
  try {
    const fromCookie = cookieLocale(document.cookie)
    if (fromCookie) return fromCookie
    const value = localStorage.getItem(LOCALE_KEY)
    return isLocale(value) ? value : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** Mirrors the choice in a cookie (and localStorage), so the server renders first screens in the same language. */
export function rememberLocaleForServer(locale: Locale) {
  document.cookie = localeCookie(locale)
  try {
    localStorage.setItem(LOCALE_KEY, locale)
  } catch {
    // Storage refused (private mode): the cookie alone carries the choice.
  }
}

/** Stores the choice and reloads, as the spec's language selector does (also offline: no request needed). */
export function switchLocale(locale: Locale) {
  rememberLocaleForServer(locale)
  window.location.reload()
}
