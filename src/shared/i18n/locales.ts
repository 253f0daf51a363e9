/** Interface languages. Vietnamese is the source and the default. */
export const LOCALES = ['vi', 'en', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'vi'

export const LOCALE_LABELS: Record<Locale, string> = {
  vi: 'Tiếng Việt',
  en: 'English',
  ja: '日本語',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks the first supported language from an Accept-Language style value. */
export function pickLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2)
    if (isLocale(tag)) return tag
  }
  return DEFAULT_LOCALE
}

/**
 * The cookie that tells the server which language the customer chose (the PWA keeps the choice in
 * localStorage and mirrors it here), so a server-rendered first screen is in that language.
 */
export const LOCALE_COOKIE = 'locale'

const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600

/** The Set-Cookie / document.cookie value that records a language choice (the same on both sides). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

/** The language a Cookie header records, or null when it records none. */
export function cookieLocale(header: string | undefined | null): Locale | null {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`))
  return isLocale(match?.[1]) ? match[1] : null
}

/** The chosen language from a Cookie header; vi when none is set. */
export function localeFromCookie(header: string | undefined | null): Locale {
  return cookieLocale(header) ?? DEFAULT_LOCALE
}

/**
 * The language selector's links: the server records the choice in the cookie and sends the
 * customer back to `returnTo`, so a choice works before (or without) the app's JavaScript.
 */
export const LOCALE_SWITCH_PATH = '/api/locale'

export function localeSwitchHref(locale: Locale, returnTo: string): string {
  return `${LOCALE_SWITCH_PATH}?${new URLSearchParams({ locale, to: returnTo })}`
}
