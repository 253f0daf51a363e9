import { describe, expect, it } from 'vitest'
import { localeFromCookie, pickLocale } from '@shared/i18n/locales'

describe('the language of a request', () => {
  it.each([
    [undefined, 'vi'],
    ['', 'vi'],
    ['locale=en', 'en'],
    ['theme=dark; locale=ja; other=1', 'ja'],
    ['xlocale=en', 'vi'],
    ['locale=fr', 'vi'],
    ['locale=english', 'vi'],
  ])('from the cookie %j is %s (the server renders first screens in it)', (cookie, locale) => {
    expect(localeFromCookie(cookie)).toBe(locale)
  })

  it('from Accept-Language takes the first supported language', () => {
    expect(pickLocale('fr-FR, ja;q=0.8, en;q=0.5')).toBe('ja')
    expect(pickLocale(null)).toBe('vi')
  })
})
