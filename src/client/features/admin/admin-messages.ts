import { loadFeatureCatalogue } from '@client/app/i18n'

/**
 * The console's texts are a catalogue of their own (locales/{locale}/admin.po, lingui.config.ts), so
 * they never weigh on a customer's first load: the console's route loads it before it renders.
 */
export function loadAdminMessages(): Promise<void> {
  return loadFeatureCatalogue('admin', (locale) => import(`../../../../locales/${locale}/admin.po`))
}
