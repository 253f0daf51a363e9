import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { MarketListResponse } from '@shared/contracts/market'
import type { MarketRecordInput } from '@shared/contracts/market-import'
import type { Database } from '@server/db/client'
import { importMarketRecords, readMarketFile, writeMarketRecords } from '@server/modules/markets'
import { marketImports, marketListings } from '@server/modules/markets/tables'
import { seedBulkMarketListings } from '@server/seed/bulk-market-listings'
import { importThroughConsole } from './support/market-import'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const run = promisify(execFile)

function jsonLines(name: string, lines: (MarketRecordInput | string)[]): string {
  const path = join(mkdtempSync(join(tmpdir(), 'market-import-')), name)
  writeFileSync(path, lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n'))
  return path
}

const category: MarketRecordInput = {
  kind: 'category',
  shop: 'mercari',
  id: '9900',
  name: { ja: '鉄道模型', vi: 'Mô hình tàu hỏa', en: 'Model trains' },
}
const seller: MarketRecordInput = {
  kind: 'seller',
  shop: 'mercari',
  id: '123456789',
  name: 'てつどう好き',
  identity_verified: true,
  good: 40,
}
type ListingInput = Extract<MarketRecordInput, { kind: 'listing' }>

const listing = (price: number): ListingInput => ({
  kind: 'listing',
  shop: 'mercari',
  item_code: 'm99999999991',
  seller_id: '123456789',
  category_id: '9900',
  name: {
    ja: 'KATO Nゲージ 新幹線 E5系 はやぶさ',
    vi: 'Mô hình tàu Shinkansen E5 Hayabusa KATO khổ N',
    en: 'KATO N gauge Shinkansen E5 Hayabusa',
  },
  price,
  images: ['/media/products/MK-box-train-1.svg'],
  condition: 'like_new',
  shipping_payer: 'seller',
})

async function mercari(context: TestContext, query: string): Promise<MarketListResponse> {
  return (await context.app.inject({ url: `/catalog/v3/mercari${query}`, headers: { 'accept-language': 'vi' } })).json()
}

describe('reading an import file', () => {
  it('reports every bad line with its number and why, and keeps the good ones', async () => {
    const path = jsonLines('mixed.jsonl', [
      category,
      '',
      { ...listing(1500), price: -1 },
      { ...listing(1500), shop: 'ebay' },
      '{"kind":"listing",',
      { kind: 'gadget' } as unknown as MarketRecordInput,
      { ...listing(1500), shop: 'yahoo-auction' },
      { kind: 'listing', shop: 'rakuten', item_code: 'abc', name: { ja: '商品' }, price: 1, images: ['/x.svg'] },
      listing(1500),
      { ...listing(1500), images: ['//evil.example/x.png'] },
      { ...listing(1500), images: ['/\\evil.example/x.png'] },
      { ...listing(1500), images: ['http://plain.example/x.png'] },
    ])
    const parsed = await readMarketFile(path)
    expect(parsed.lines).toBe(12)
    expect(parsed.records.map((record) => record.kind)).toEqual(['category', 'listing'])
    expect(parsed.problems).toEqual([
      { line: 3, message: 'price: This value is invalid.' },
      { line: 4, message: 'shop: Sorry, the supplier cannot be found at the moment.' },
      { line: 5, message: expect.stringMatching(/^not JSON/) },
      { line: 6, message: 'kind: kind must be category, seller, filter_option or listing.' },
      { line: 7, message: 'auction: This field is required.' },
      { line: 8, message: 'store_code: This field is required.' },
      { line: 10, message: 'images.0: This value is invalid.' },
      { line: 11, message: 'images.0: This value is invalid.' },
      { line: 12, message: 'images.0: This value is invalid.' },
    ])
  })

  it('refuses a file with a bad line from the command line, importing nothing', async () => {
    const path = jsonLines('bad.jsonl', [category, { ...listing(1500), images: [] }])
    const failed = await run('npx', ['tsx', 'src/server/cli/import-market.ts', path], {
      env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'market-import-data-')), LOG_LEVEL: 'silent' },
    }).catch((error: { code: number; stderr: string }) => error)
    expect('code' in failed && failed.code).toBe(1)
    expect((failed as { stderr: string }).stderr).toContain('line 2: images: This field is required.')
    expect((failed as { stderr: string }).stderr).toContain('1 of 2 lines refused. Nothing was imported.')
  })
})

describeEachDriver('importing into the markets mirror', (context) => {
  it('adds categories, sellers and listings the market pages show, and replaces a listing imported again', async () => {
    const db = context().database.db
    const first = await readMarketFile(jsonLines('first.jsonl', [category, seller, listing(4800)]))
    await importMarketRecords(db, first.records, new Date())
    const found = await mercari(context(), '?category_id=9900')
    expect(found.items).toEqual([
      expect.objectContaining({ item_ref: 'm99999999991', name: 'Mô hình tàu Shinkansen E5 Hayabusa KATO khổ N', price: 4800 }),
    ])
    expect(found.items[0].shop).toMatchObject({ id: '123456789', name: 'てつどう好き' })
    expect((await mercari(context(), '?search=hayabusa&filters=status:like_new,shipping:seller')).items).toHaveLength(1)

    const again = await readMarketFile(jsonLines('again.jsonl', [listing(5200), listing(4300)]))
    await importMarketRecords(db, again.records, new Date())
    expect((await mercari(context(), '?category_id=9900')).items.map((item) => item.price)).toEqual([4300])
  })

  it('writes nothing of a batch that fails part-way', async () => {
    const db = context().database.db
    const batch = await readMarketFile(jsonLines('batch.jsonl', [{ ...listing(999), item_code: 'm99999999992' }]))
    await expect(
      db.transaction(async (tx) => {
        await writeMarketRecords(tx as unknown as Database, batch.records, new Date())
        throw new Error('the disk filled up')
      }),
    ).rejects.toThrow('the disk filled up')
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(marketListings)
      .where(and(eq(marketListings.shopId, 4), eq(marketListings.itemRef, 'm99999999992')))
    expect(row.count).toBe(0)
  })

  it('generates listings for benchmarks up to a total, once', async () => {
    const db = context().database.db
    const count = async () => Number((await db.select({ count: sql<number>`count(*)::int` }).from(marketListings))[0].count)
    const before = await count()
    expect(await seedBulkMarketListings(db, before + 120, new Date())).toBe(120)
    expect(await count()).toBe(before + 120)
    expect(await seedBulkMarketListings(db, before + 120, new Date())).toBe(0)
    const generated = await db
      .select({ shopId: marketListings.shopId, itemRef: marketListings.itemRef, name: marketListings.name })
      .from(marketListings)
      .where(sql`${marketListings.itemRef} like '%bulk-%'`)
    expect(new Set(generated.map((row) => row.shopId)).size).toBeGreaterThan(5)
    expect(generated.filter((row) => row.shopId === 6).every((row) => /^[\w-]+:bulk-\d+$/.test(row.itemRef))).toBe(true)
    const one = generated.find((row) => row.shopId === 4)!
    const detail = await context().app.inject({ url: `/catalog/v3/mercari/detail?id=${one.itemRef}` })
    expect(detail.json().data.original_name).toBe(one.name)
  })
})

describeEachDriver(
  'importing from the staff console',
  (context) => {
    const lines = (records: (MarketRecordInput | string)[]) =>
      records.map((record) => (typeof record === 'string' ? record : JSON.stringify(record))).join('\n')
    const many = (count: number, from: number): ListingInput[] =>
      Array.from({ length: count }, (_, index) => ({ ...listing(3000 + index), item_code: `m98${String(from + index).padStart(9, '0')}` }))

    it('answers the upload at once, then checks and writes it in batches; the market pages show it and the audit names the uploader', async () => {
      const staff = await signUpStaff(context())
      const headers = bearer(staff.token)
      // More listings than one batch writes, so the progress passes through several transactions.
      const body = lines([category, seller, ...many(450, 1)])
      const imported = await importThroughConsole(context(), headers, body)
      expect(imported).toMatchObject({ status: 'done', lines: 452, checked: 452, records: 452, written: 452, problem_count: 0 })
      expect(imported.finished_at).not.toBeNull()
      const found = await mercari(context(), '?category_id=9900&sort=price_asc')
      expect(found.items.length).toBeGreaterThan(0)
      expect(found.items[0]).toMatchObject({ price: 3000, name: 'Mô hình tàu Shinkansen E5 Hayabusa KATO khổ N' })
      const audit = await context().app.inject({
        url: `/api/admin/audit?filter[subject_type]=market_import&filter[subject_id]=${imported.id}`,
        headers,
      })
      expect(audit.json().data).toEqual([
        expect.objectContaining({ action: 'market.import', actor: expect.objectContaining({ email: staff.email }) }),
        expect.objectContaining({ action: 'market.import.upload', actor: expect.objectContaining({ email: staff.email }) }),
      ])
      // The file is not kept once imported.
      const [row] = await context()
        .database.db.select({ body: marketImports.body })
        .from(marketImports)
        .where(eq(marketImports.id, imported.id))
      expect(row.body).toBeNull()
    })

    it('writes nothing of a file with a refused line, and names each refused line', async () => {
      const staff = await signUpStaff(context())
      const code = 'm97000000001'
      const imported = await importThroughConsole(
        context(),
        bearer(staff.token),
        lines([seller, { ...listing(1234), item_code: code }, '{"kind":"listing"', '', 'not json']),
      )
      expect(imported).toMatchObject({ status: 'refused', lines: 5, records: 2, written: 0, problem_count: 2 })
      expect(imported.problems.map((problem) => problem.line)).toEqual([3, 5])
      expect((await context().app.inject({ url: `/catalog/v3/mercari/detail?id=${code}` })).statusCode).toBe(404)
    })

    it('lets only staff upload or read an import, and answers 404 for an import that does not exist', async () => {
      const { token } = await context().signUp()
      const asCustomer = await context().app.inject({
        method: 'POST',
        url: '/api/admin/market-import',
        headers: { ...bearer(token), 'content-type': 'application/x-ndjson' },
        payload: lines([seller]),
      })
      expect(asCustomer.statusCode).toBe(403)
      const staff = await signUpStaff(context())
      expect((await context().app.inject({ url: '/api/admin/market-imports/999999', headers: bearer(staff.token) })).statusCode).toBe(404)
      expect((await context().app.inject({ url: '/api/admin/market-imports/999999', headers: bearer(token) })).statusCode).toBe(403)
    })
  },
  { jobQueue: true },
)
