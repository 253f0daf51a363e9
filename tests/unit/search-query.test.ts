import { describe, expect, it } from 'vitest'
import { SEARCH_QUERY_MAX_LENGTH, cleanSearchQuery, languagesOf } from '@shared/catalog/search-query'
import { SEARCH_SYNONYMS, searchVariants } from '@shared/catalog/search-synonyms'
import { foldSearchText } from '@shared/catalog/search-text'
import { matchingTerms, relevanceOf, relevanceQuery } from '@server/modules/catalog'

describe('a search query, cleaned', () => {
  it('drops symbols and emoji, keeps accents and the joiners of model names', () => {
    for (const [typed, searched] of [
      ['🎧 tai nghe', 'tai nghe'],
      ['🎧️ tai nghe 👍🏽!!', 'tai nghe'],
      ['1️⃣ giày', 'giày'],
      ['★ Túi Xách ★', 'Túi Xách'],
      ['WH-1000XM5 f/1.8', 'WH-1000XM5 f/1.8'],
      ['- bag.', 'bag'],
      ['🎧🎧', ''],
    ])
      expect(cleanSearchQuery(typed), typed).toEqual({ text: searched, cut: false })
  })

  it(`cuts past ${SEARCH_QUERY_MAX_LENGTH} characters, at a space when there is one`, () => {
    const words = cleanSearchQuery('tai nghe '.repeat(40))
    expect(words.cut).toBe(true)
    expect(words.text.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX_LENGTH)
    expect(words.text.endsWith('nghe')).toBe(true)
    const run = cleanSearchQuery('x'.repeat(320))
    expect(run).toEqual({ text: 'x'.repeat(SEARCH_QUERY_MAX_LENGTH), cut: true })
  })

  it('tells the languages a query may be in', () => {
    expect(languagesOf('バッグ')).toEqual(['ja'])
    expect(languagesOf('giày')).toEqual(['vi'])
    expect(languagesOf('giay')).toEqual(['vi', 'en'])
  })
})

describe('the synonym table', () => {
  it('has every category in Vietnamese, English and Japanese, no word in two categories', () => {
    const seen = new Map<string, string>()
    for (const group of SEARCH_SYNONYMS) {
      for (const words of Object.values(group.words)) {
        expect(words.length, group.category).toBeGreaterThan(0)
        for (const word of words) {
          expect(seen.get(foldSearchText(word)), word).toBeUndefined()
          seen.set(foldSearchText(word), group.category)
        }
      }
    }
  })

  it('expands a category word to the others, with the accents the shopper typed', () => {
    const texts = (query: string) => searchVariants(query).map((variant) => variant.text)
    expect(texts('túi xách')).toEqual(expect.arrayContaining(['túi xách', 'handbag', 'bag', 'バッグ', 'かばん']))
    expect(texts('tui xach')).toEqual(expect.arrayContaining(['tui xach', 'handbag', 'バッグ']))
    expect(texts('may anh canon')).toEqual(expect.arrayContaining(['may anh canon', 'camera canon', 'カメラ canon']))
    expect(texts('靴')).toEqual(expect.arrayContaining(['靴', 'giày', 'shoes', 'スニーカー']))
    expect(texts('giay')).toContain('shoes')
    // "giấy" is paper, not "giày": no shoes for it.
    expect(texts('giấy')).toEqual(['giấy'])
    expect(texts('porter')).toEqual(['porter'])
  })
})

describe('the relevance order', () => {
  const query = (text: string) => relevanceQuery(searchVariants(text))
  const item = (vi: string, categories: string[] = [], status: 'available' | 'sold_out' | 'ended' = 'available') => ({
    names: { vi },
    categories,
    status,
  })

  it('puts a bag over a tea bag, shoes over paper, what can be bought over what ended', () => {
    const bags = query('túi xách')
    expect(relevanceOf(bags, item('Túi đeo vai Coach Signature', ['Túi xách']))).toBeGreaterThan(
      relevanceOf(bags, item('Trà xanh pha matcha túi lọc', ['Đồ uống'])),
    )
    for (const typed of ['giay', 'giày']) {
      const shoes = query(typed)
      expect(relevanceOf(shoes, item('Giày Onitsuka Tiger Mexico 66', ['Giày']))).toBeGreaterThan(
        relevanceOf(shoes, item('Cà phê phin giấy UCC')),
      )
    }
    const accents = query('giày')
    expect(relevanceOf(accents, item('Giày da'))).toBeGreaterThan(relevanceOf(accents, item('Giấy da')))
    const cameras = query('may anh canon')
    expect(relevanceOf(cameras, item('Máy ảnh Canon EOS R6', [], 'sold_out'))).toBeGreaterThan(
      relevanceOf(cameras, item('Máy ảnh Canon EOS R6', [], 'ended')),
    )
  })

  it('matches through the more general variants only, and never through a synonym no index can find', () => {
    expect(matchingTerms(query('túi xách'))).toEqual(['túi', 'giỏ xách', 'bag', 'バッグ', 'かばん'])
    expect(matchingTerms(query('靴'))).toContain('靴')
    expect(matchingTerms(query('giày'))).not.toContain('靴')
  })
})
