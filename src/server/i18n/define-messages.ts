import type { Locale } from '@shared/i18n/locales'

/** One message in every interface language; `{name}` marks a parameter. */
export type Message = Record<Locale, string>

/** A module's messages: the type keeps each one complete in vi, en and ja. */
export function defineMessages<const T extends Record<string, Message>>(messages: T): T {
  return messages
}
