import { DEFAULT_LOCALE, isLocale, type Locale } from '../../shared/i18n/locales'

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

/** Stores the choice and reloads, as the spec's language selector does. */
export function switchLocale(locale: Locale) {
  localStorage.setItem(LOCALE_KEY, locale)
  window.location.reload()
}
