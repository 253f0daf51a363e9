import type { Locale } from '@shared/i18n/locales'
import type { LocalizedName } from './tables'

/** The name in the wanted language, else the Vietnamese source. */
export function localizedName(name: LocalizedName, locale: Locale): string {
  return (locale === 'vi' ? undefined : name[locale]) || name.vi
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)
