import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { foldSearchText } from '@shared/catalog/search-text'
import type { MarketSearchResponse } from '@shared/contracts/market'
import type { MarketRecordInput } from '@shared/contracts/market-import'
import { markCatalogChanged } from '@server/modules/catalog'
import { importMarketRecords, readMarketFile } from '@server/modules/markets'
import type { TranslationProvider } from '@server/modules/translate/provider'
import { seedBulkMarketListings } from '@server/seed/bulk-market-listings'
import { bearer, signUpStaff } from './support/staff'
import { importThroughConsole } from './support/market-import'
import { describeEachDriver, type TestContext } from './support/test-app'

const MERCARI = 4

const phrasebook: TranslationProvider = {
  name: 'phrasebook',
  translate: async ({ text, target }) => (target === 'ja' && text === 'noise cancelling cans' ? 'ヘッドホン' : null),
}

type Names = { ja: string; vi: string; en: string }

const listing = (itemCode: string, name: Names, price: number): MarketRecordInput => ({
  kind: 'listing',
  shop: 'mercari',
  item_code: itemCode,
  name,
  price,
  images: ['/media/products/MK-box-train-1.svg'],
})

async function search(context: TestContext, query: string): Promise<MarketSearchResponse> {
  const response = await context.app.inject({ url: `/catalog/v3/search?${query}`, headers: { 'accept-language': 'vi' } })
  expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200)
  return response.json() as MarketSearchResponse
}

function jsonLines(records: MarketRecordInput[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'market-search-')), 'listings.jsonl')
  writeFileSync(path, records.map((record) => JSON.stringify(record)).join('\n'))
  return path
}

const refsOf = (answer: MarketSearchResponse) => answer.data.map((card) => card.item_ref)

async function staffImport(context: TestContext, token: string, records: MarketRecordInput[]) {
  const imported = await importThroughConsole(context, bearer(token), records.map((record) => JSON.stringify(record)).join('\n'))
  expect(imported).toMatchObject({ status: 'done', records: records.length, written: records.length })
}

/** What the search promises, asked of the table directly: Mercari's listings whose folded names contain every word. */
async function substringMatches(context: TestContext, query: string, descending: boolean) {
  const words = foldSearchText(query).split(' ')
  const holdsEveryWord = sql.join(
    words.map((word) => sql`strpos(search_text, ${word}) > 0`),
    sql` and `,
  )
  const direction = sql.raw(descending ? 'desc' : 'asc')
  const result = (await context.database.db.execute(sql`select item_ref, price, count(*) over () as total from market_listings
    where shop_id = ${MERCARI} and ${holdsEveryWord} order by price ${direction}, item_ref ${direction} limit 60`)) as unknown as {
    rows: { item_ref: string; price: number; total: number | string }[]
  }
  return {
    refs: result.rows.map((row) => row.item_ref),
    prices: result.rows.map((row) => row.price),
    total: Number(result.rows[0]?.total ?? 0),
  }
}

describeEachDriver(
  'cross-shop search by words',
  (context) => {
    it('finds exactly the listings whose names contain every word, in price order page after page, with their count', async () => {
      const db = context().database.db
      const [{ listings }] = (
        (await db.execute(sql`select count(*)::int as listings from market_listings`)) as unknown as { rows: { listings: number }[] }
      ).rows
      // More matches than one batch of the word index walk.
      await seedBulkMarketListings(db, Number(listings) + 3000, new Date())
      // 'nike o', 'porter tai': the rarest word's listings mostly lack the other, so the walk takes several batches.
      const queries = [
        'tai nghe',
        'NGHE tài',
        'nike',
        // Inside the indexed words カメラ, フィルムカメラ (a synonym-free part: カメラ itself also finds "máy ảnh" listings).
        'メラ',
        'ラ',
        'porter tanker',
        'nike o',
        'porter tai',
        '5',
        'a',
        'zojirushi ih',
        'khong co gi',
      ]
      for (const query of queries) {
        for (const sort of ['price_asc', 'price_desc'] as const) {
          const expected = await substringMatches(context(), query, sort === 'price_desc')
          const url = `query=${encodeURIComponent(query)}&shop=mercari&sort=${sort}`
          const [first, second] = [await search(context(), url), await search(context(), `${url}&page=2`)]
          const label = `${query} ${sort}`
          expect(first.total, label).toBe(expected.total)
          expect(first.counts.find((count) => count.shop_id === MERCARI)?.count ?? 0, label).toBe(expected.total)
          const cards = [...first.data, ...second.data]
          expect(new Set(cards.map((card) => card.item_ref)), label).toEqual(new Set(expected.refs))
          expect(
            cards.map((card) => card.price),
            label,
          ).toEqual(expected.prices)
        }
      }
    })

    it('keeps the word index true when a listing is renamed, repriced or removed, whichever path writes it', async () => {
      const { token } = await signUpStaff(context())
      const code = 'm77777777701'
      const names = (word: string): Names => ({ ja: `${word}スタンドライト`, vi: `Đèn bàn ${word} gỗ sồi`, en: `${word} oak desk lamp` })
      await staffImport(context(), token, [listing(code, names('quokkatron'), 4100)])
      for (const query of ['quokkatron', 'den ban quokkatron', 'ĐÈN Gỗ quokkatron', 'quokka', 'スタンド']) {
        expect(refsOf(await search(context(), `query=${encodeURIComponent(query)}`)), query).toContain(code)
      }

      await staffImport(context(), token, [listing(code, names('wombatizer'), 3900)])
      expect((await search(context(), 'query=quokkatron')).total).toBe(0)
      const renamed = await search(context(), 'query=wombatizer')
      expect(renamed.data.map((card) => [card.item_ref, card.price])).toEqual([[code, 3900]])

      // The command line import (npm run import:market) writes the same way.
      const file = await readMarketFile(
        jsonLines([listing(code, names('pangolino'), 3700), listing('m77777777702', names('pangolino'), 3600)]),
      )
      await importMarketRecords(context().database.db, file.records, new Date())
      expect((await search(context(), 'query=wombatizer')).total).toBe(0)
      expect((await search(context(), 'query=pangolino')).data.map((card) => [card.item_ref, card.price])).toEqual([
        ['m77777777702', 3600],
        [code, 3700],
      ])

      // Any other write too: the index is kept by the database (the write then tells the caches, as the import does).
      const db = context().database.db
      await db.execute(sql`update market_listings set price = 3500 where item_ref = ${code}`)
      markCatalogChanged(db)
      expect(refsOf(await search(context(), 'query=pangolino'))).toEqual([code, 'm77777777702'])
      await db.execute(sql`delete from market_listings where item_ref = ${code}`)
      markCatalogChanged(db)
      expect(refsOf(await search(context(), 'query=pangolino'))).toEqual(['m77777777702'])
    })

    it('finds Japanese inside a word, and with is_translate_search the query or its Japanese', async () => {
      const { token } = await signUpStaff(context())
      await staffImport(context(), token, [
        listing('m77777777711', { ja: '新幹線はやぶさ模型', vi: 'Mô hình tàu', en: 'Model train' }, 5100),
        listing('m77777777712', { ja: 'ノイズキャンセリング', vi: '', en: 'noise cancelling cans deluxe' }, 1),
      ])
      for (const query of ['幹線', 'はやぶさ', '新幹線はやぶさ模型', 'はやぶさ mo hinh']) {
        expect(refsOf(await search(context(), `query=${encodeURIComponent(query)}`)), query).toContain('m77777777711')
      }

      // At Mercari alone (our own shops are searched by the query as typed).
      const untranslated = await search(context(), 'query=noise%20cancelling%20cans&shop=mercari')
      expect(refsOf(untranslated)).toEqual(['m77777777712'])
      const headphones = await search(context(), `query=${encodeURIComponent('ヘッドホン')}&shop=mercari`)
      expect(headphones.total).toBeGreaterThan(0)
      const either = await search(context(), 'query=noise%20cancelling%20cans&is_translate_search=1&shop=mercari&sort=price_asc')
      expect(either.translated_query).toBe('ヘッドホン')
      expect(either.total).toBe(headphones.total + untranslated.total)
      const [cheapest, ...others] = either.data
      expect(cheapest.item_ref).toBe('m77777777712')
      expect(others.length).toBeGreaterThan(0)
      // The Japanese and its synonyms (src/shared/catalog/search-synonyms.ts): "tai nghe" finds the AirPods too.
      expect(others.every((card) => card.original_name.includes('ヘッドホン') || /tai nghe/i.test(card.name))).toBe(true)
    })
  },
  { translation: phrasebook, jobQueue: true },
)
