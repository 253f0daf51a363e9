import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '@shared/i18n/locales'

const loaded = new Set<string>()

/**
 * The console's texts are a catalogue of their own (locales/{locale}/admin.po, lingui.config.ts), so
 * they never weigh on a customer's first load: the console's route loads it before it renders.
 */
export async function loadAdminMessages(): Promise<void> {
  const locale = i18n.locale as Locale
  if (loaded.has(locale)) return
  const catalog = (await import(`../../../../locales/${locale}/admin.po`)) as { messages: Messages }
  i18n.load(locale, catalog.messages)
  loaded.add(locale)
}
