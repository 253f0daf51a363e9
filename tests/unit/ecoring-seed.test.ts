import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { auctions, ecoringLots } from '@server/modules/auctions'
import { ecoringStep } from '@shared/auctions'
import { foldSearchText } from '@shared/catalog/search-text'
import { ECORING_DEMO_CATEGORIES, ECORING_DEMO_RANKS } from '@server/seed/ecoring-goods'
import { ecoringDemoLots, seedEcoring } from '@server/seed/ecoring'

/**
 * Ecoring's demo lots (issue 27, "One language per screen"): each lot is one good of its category,
 * under one of that category's brands, named for it in Japanese, Vietnamese and English, with a note
 * and a description in each; no name mixes brands or goods ("ROLEX 単焦点レンズ 50mm" at 306,591,440 đ).
 */
const TODAY = new Date('2026-11-27T00:00:00Z')
const lots = ecoringDemoLots(TODAY)
const categoryOf = new Map(ECORING_DEMO_CATEGORIES.map((category) => [category.id, category]))
const ALL_BRANDS = ECORING_DEMO_CATEGORIES.flatMap((category) => category.brands)
const folded = (text: string) => foldSearchText(text)

describe('Ecoring demo lots', () => {
  it('seeds 45 lots over the five categories, every tab filled', () => {
    expect(lots).toHaveLength(45)
    expect(new Set(lots.map((lot) => lot.kind))).toEqual(new Set(['preview', 'timelimit', 'realtime']))
    expect(new Set(lots.map((lot) => lot.categoryIds[0]))).toEqual(new Set(categoryOf.keys()))
  })

  it.each(lots.map((lot) => [lot.id, lot] as const))('%s: its brand is its category’s, and its names name that brand only', (_, lot) => {
    const category = categoryOf.get(lot.categoryIds[0])!
    expect(category.brands).toContain(lot.brand)
    for (const name of [lot.name, lot.nameVi, lot.nameEn]) {
      expect(folded(name)).toContain(folded(lot.brand))
      for (const other of ALL_BRANDS.filter((brand) => brand !== lot.brand)) expect(folded(name)).not.toContain(folded(other))
    }
    // The good is one of its category's (no camera lens under a watch brand).
    const good = category.goods.find((item) => item.name.ja === lot.name)
    expect(good?.brand).toBe(lot.brand)
    expect(good?.name).toEqual({ ja: lot.name, vi: lot.nameVi, en: lot.nameEn })
  })

  it.each(lots.map((lot) => [lot.id, lot] as const))('%s: names, note and description in vi, en and ja', (_, lot) => {
    expect(lot.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    expect(lot.nameVi).not.toBe('')
    expect(lot.nameEn).not.toBe('')
    expect(lot.nameVi).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    expect(lot.nameEn).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
    const rank = ECORING_DEMO_RANKS.find((item) => item.rank === lot.rank)!
    expect(lot.note).toBe(rank.note.ja)
    for (const language of ['vi', 'en'] as const) {
      const texts = lot.translations[language]
      expect(texts.note).toBe(rank.note[language])
      expect(texts.note).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(texts.descriptionText.split('\n')[0]).toBe(language === 'vi' ? lot.nameVi : lot.nameEn)
      expect(texts.descriptionText).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/)
      expect(texts.descriptionHtml).toContain('<li>')
    }
    expect(lot.descriptionText.split('\n')[0]).toBe(lot.name)
    // The search finds it by any of its names.
    for (const name of [lot.name, lot.nameVi, lot.nameEn]) expect(lot.searchText).toContain(folded(name))
  })

  it.each(lots.filter((lot) => lot.startPrice !== null).map((lot) => [lot.id, lot] as const))(
    '%s: a start price within its good’s range, in whole steps',
    (_, lot) => {
      const good = categoryOf.get(lot.categoryIds[0])!.goods.find((item) => item.name.ja === lot.name)!
      const [low, high] = good.priceRange
      const step = ecoringStep(lot.bidStepUnit)
      expect(lot.startPrice!).toBeGreaterThanOrEqual(low - lot.bidStepUnit[1])
      expect(lot.startPrice!).toBeLessThanOrEqual(high)
      expect(lot.startPrice! % step).toBe(0)
    },
  )
})

describe('Ecoring demo lots seeded again (npm run seed)', { timeout: 120_000 }, () => {
  it('give a database seeded before the translations their texts, and the auction rows of lots bid on their names', async () => {
    const handle = await openDatabase({ dataDir: null })
    try {
      await migrateDatabase(handle)
      await seedEcoring(handle.db, TODAY)
      const lot = lots.find((item) => item.kind === 'timelimit')!
      // As the first seed wrote it: Japanese only, brands and goods mixed.
      await handle.db
        .update(ecoringLots)
        .set({ name: 'ROLEX 単焦点レンズ 50mm', nameVi: '', nameEn: '', note: 'ランクB・中古品', translations: {} })
        .where(eq(ecoringLots.id, lot.id))
      await handle.db.insert(auctions).values({
        venue: 'ecoring',
        lotId: lot.id,
        shopId: 12,
        name: 'ROLEX 単焦点レンズ 50mm',
        link: `/other-market/ecoring/detail/timelimit/${lot.id}`,
        startPrice: lot.startPrice!,
        price: lot.startPrice!,
        endsAt: lot.endTime!,
      })
      await seedEcoring(handle.db, TODAY)
      const [row] = await handle.db.select().from(ecoringLots).where(eq(ecoringLots.id, lot.id))
      expect(row).toMatchObject({ name: lot.name, nameVi: lot.nameVi, nameEn: lot.nameEn, note: lot.note, translations: lot.translations })
      const [auction] = await handle.db.select().from(auctions).where(eq(auctions.lotId, lot.id))
      expect(auction).toMatchObject({ name: lot.name, nameVi: lot.nameVi, nameEn: lot.nameEn })
      expect(await handle.db.select().from(ecoringLots)).toHaveLength(45)
    } finally {
      await handle.close()
    }
  })
})
