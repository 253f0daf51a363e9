import type { Locale } from '@shared/i18n/locales'

export type TranslationRequest = { text: string; source: Locale; target: Locale }

/** A machine-translation service. It throws on any failure; the caller falls back to the original text. */
export type TranslationProvider = {
  name: string
  /** The translated text, or null when this provider does not translate (the local default). */
  translate: (request: TranslationRequest) => Promise<string | null>
}

/** The honest local default: nothing is translated, and the answer says so. */
export const untranslatedProvider: TranslationProvider = {
  name: 'none',
  translate: async () => null,
}
