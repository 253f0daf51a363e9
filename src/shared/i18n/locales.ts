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

/** The chosen language from a Cookie header; vi when none is set. */
export function localeFromCookie(header: string | undefined | null): Locale {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]{2})(?:;|$)`))
  return isLocale(match?.[1]) ? match[1] : DEFAULT_LOCALE
}
