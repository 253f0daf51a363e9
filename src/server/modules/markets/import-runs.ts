import { eq } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import { MARKET_IMPORT_PROBLEMS_SHOWN, type MarketImport, type MarketRecord } from '@shared/contracts/market-import'
import type { Clock } from '@server/clock'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { notFound } from '@server/http/app-error'
import { recordAudit } from '@server/modules/audit'
import { markCatalogChanged } from '@server/modules/catalog'
import { checkMarketLines } from './import'
import type { MarketQueue } from './jobs'
import { marketImports } from './tables'
import { writeMarketRecords } from './write'

/**
 * Listings written per transaction. Small enough that on PGlite (one connection) other requests
 * wait at most one batch (the word index's triggers make each listing cost a few ms there);
 * categories, sellers and filter options go first, in one batch, so each listing's branch is known.
 */
const LISTINGS_PER_BATCH = 50
/** How often the checking saves its progress (each save is a statement other requests wait behind on PGlite). */
const PROGRESS_SAVE_MS = 250

type ImportRow = typeof marketImports.$inferSelect

const present = (row: ImportRow): MarketImport => ({
  id: row.id,
  status: row.status,
  lines: row.lines,
  checked: row.checked,
  records: row.records,
  written: row.written,
  problem_count: row.problemCount,
  problems: row.problems,
  created_at: row.createdAt.toISOString(),
  finished_at: row.finishedAt?.toISOString() ?? null,
})

/** The upload stored, its job queued and the upload audited in one transaction: all, or none. */
export async function startMarketImport(
  db: Database,
  queue: MarketQueue,
  actor: AuditActor,
  body: string,
  now: Date,
): Promise<MarketImport> {
  return withTransaction(db, async (tx) => {
    const [row] = await tx.insert(marketImports).values({ status: 'checking', body, createdBy: actor, createdAt: now }).returning()
    await queue.send('market.import', { importId: row.id }, { transaction: tx })
    await recordAudit(tx, actor, {
      action: 'market.import.upload',
      subjectType: 'market_import',
      subjectId: row.id,
      before: null,
      after: { bytes: Buffer.byteLength(body) },
    })
    return present(row)
  })
}

export async function marketImportOf(db: Database, id: number): Promise<MarketImport> {
  const [row] = await db.select().from(marketImports).where(eq(marketImports.id, id))
  if (!row) throw notFound()
  return present(row)
}

/**
 * The job: every line checked first (progress saved as it goes); any refused and nothing is written
 * (refused, with the lines' problems). Otherwise the records are written in batches, each its own
 * short transaction, the progress with it; the last batch marks it done and audits it under the
 * uploader. An attempt that fails marks it failed, and the job's retry runs it again from the top.
 */
export async function runMarketImport(deps: { db: Database; clock: Clock }, importId: number): Promise<void> {
  const { db, clock } = deps
  const [row] = await db.select().from(marketImports).where(eq(marketImports.id, importId))
  if (!row || row.body === null || row.status === 'done' || row.status === 'refused') return
  const update = (values: Partial<typeof marketImports.$inferInsert>) =>
    db.update(marketImports).set(values).where(eq(marketImports.id, importId))
  try {
    await update({ status: 'checking', checked: 0, written: 0 })
    let savedAt = 0
    const parsed = await checkMarketLines(row.body, async (checked, sofar) => {
      if (performance.now() - savedAt < PROGRESS_SAVE_MS && checked < sofar.lines) return
      savedAt = performance.now()
      await update({ lines: sofar.lines, checked, records: sofar.records.length, problemCount: sofar.problems.length })
    })
    if (parsed.problems.length > 0 || parsed.records.length === 0) {
      await update({
        status: 'refused',
        body: null,
        problems: parsed.problems.slice(0, MARKET_IMPORT_PROBLEMS_SHOWN),
        finishedAt: clock.now(),
      })
      return
    }
    await update({ status: 'writing' })
    await writeInBatches(db, { ...row, lines: parsed.lines }, parsed.records, clock)
  } catch (error) {
    await update({ status: 'failed' }).catch(() => {})
    throw error
  }
}

/**
 * Each batch in its own transaction, this process's catalogue caches cleared after each (what is
 * written shows); `done` (and its audit) only after the last, so a console that reads done finds
 * every record on the market pages.
 */
async function writeInBatches(db: Database, row: ImportRow, records: readonly MarketRecord[], clock: Clock) {
  const listings = records.filter((record) => record.kind === 'listing')
  const batches: MarketRecord[][] = [records.filter((record) => record.kind !== 'listing')]
  for (let start = 0; start < listings.length; start += LISTINGS_PER_BATCH) batches.push(listings.slice(start, start + LISTINGS_PER_BATCH))
  let written = 0
  for (const batch of batches) {
    written += batch.length
    await withTransaction(db, async (tx) => {
      await writeMarketRecords(tx, batch, clock.now())
      await tx.update(marketImports).set({ written }).where(eq(marketImports.id, row.id))
    })
    markCatalogChanged(db)
    await new Promise((resolve) => setImmediate(resolve))
  }
  await withTransaction(db, async (tx) => {
    await tx.update(marketImports).set({ status: 'done', body: null, finishedAt: clock.now() }).where(eq(marketImports.id, row.id))
    await recordAudit(tx, row.createdBy, {
      action: 'market.import',
      subjectType: 'market_import',
      subjectId: row.id,
      before: null,
      after: { lines: row.lines, records: records.length },
    })
  })
}
