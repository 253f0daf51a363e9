import { loadFeatureCatalogue } from '@client/app/i18n'

/**
 * The support screens' texts are a catalogue of their own (locales/{locale}/support.po,
 * lingui.config.ts), kept out of the customer's first load: the support routes load it in their loader.
 */
export function loadSupportMessages(): Promise<void> {
  return loadFeatureCatalogue('support', (locale) => import(`../../../../locales/${locale}/support.po`))
}
