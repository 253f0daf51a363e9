import { afterAll, expect, test } from 'vitest'
import { activateStoredLocale, i18n, loadFeatureCatalogue, loadMessages, setRenderLocaleSource } from '@client/app/i18n'
import { LOCALE_KEY } from '@client/app/locale'

afterAll(async () => {
  setRenderLocaleSource(() => undefined)
  i18n.loadAndActivate({ locale: 'vi', messages: await loadMessages('vi') })
})

// The first route's loader starts before the main catalogue is in (main.tsx): a feature's smaller
// catalogue can arrive first, and its texts must still be there once the main one is activated.
test("a feature's catalogue loaded before the main one keeps its texts", async () => {
  localStorage.setItem(LOCALE_KEY, 'ja')
  setRenderLocaleSource(() => 'ja') // the language stored, before any is active
  await loadFeatureCatalogue('early-feature', async () => ({ messages: { earlyText: '問題を説明してください。' } }))
  setRenderLocaleSource(() => undefined)

  expect(await activateStoredLocale()).toBe('ja')
  expect(i18n._('earlyText')).toBe('問題を説明してください。')
  // The main catalogue is there too.
  expect(Object.keys(i18n.messages).length).toBeGreaterThan(100)
})
