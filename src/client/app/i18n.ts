import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '@shared/i18n/locales'
import { storedLocale } from './locale'

export async function loadMessages(locale: Locale): Promise<Messages> {
  // The Lingui vite plugin compiles the .po catalogue on import: one chunk per language.
  const catalog = (await import(`../../../locales/${locale}/messages.po`)) as { messages: Messages }
  return catalog.messages
}

/** Activates the stored interface language before the first render. */
export async function activateStoredLocale(): Promise<Locale> {
  const locale = storedLocale()
  // load() adds to what is there; loadAndActivate() would replace it, dropping a feature's catalogue
  // that the first route's loader brought in while this one was still on its way.
  i18n.load(locale, await loadMessages(locale))
  i18n.activate(locale)
  document.documentElement.lang = locale
  return locale
}

const loadedCatalogues = new Set<string>()

/**
 * A feature's own catalogue (the console's, the auctions'), kept out of the one awaited before the
 * first render: its routes load it in their loader, once per language, added to the main messages.
 */
export async function loadFeatureCatalogue(name: string, load: (locale: Locale) => Promise<{ messages: Messages }>) {
  const locale = currentLocale()
  const key = `${name}:${locale}`
  if (loadedCatalogues.has(key)) return
  i18n.load(locale, (await load(locale)).messages)
  loadedCatalogues.add(key)
}

let renderLocale: () => Locale | undefined = () => undefined

/** The server renders several first screens at once, each in its own language (entry-server.tsx). */
export function setRenderLocaleSource(source: () => Locale | undefined) {
  renderLocale = source
}

/** The language of query keys and API requests. */
export function currentLocale(): Locale {
  return renderLocale() ?? ((i18n.locale || storedLocale()) as Locale)
}

export { i18n }
