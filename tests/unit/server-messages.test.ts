import { describe, expect, it } from 'vitest'
import { LOCALES } from '@shared/i18n/locales'
import { messages, translate } from '@server/i18n/messages'
// The module list hands every module's messages to the catalogue when it loads.
import '@server/modules/registry'

const parametersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('server messages', () => {
  it('say the same thing with the same parameters in every language', () => {
    const mismatched = Object.entries(messages).flatMap(([key, message]) =>
      LOCALES.filter((locale) => parametersOf(message[locale]).join() !== parametersOf(message.vi).join()).map(
        (locale) => `${key} (${locale})`,
      ),
    )
    expect(mismatched).toEqual([])
  })

  it('are never empty', () => {
    const empty = Object.entries(messages).flatMap(([key, message]) =>
      LOCALES.filter((locale) => !message[locale].trim()).map((l) => `${key} (${l})`),
    )
    expect(empty).toEqual([])
  })

  it('fill their parameters in the asked language', () => {
    expect(translate('en', 'cartFull', { max: '100' })).toBe(
      'Your cart already holds 100 products. Please order or remove some before adding more.',
    )
    expect(translate('vi', 'cartFull', { max: '100' })).toContain('100')
  })
})
