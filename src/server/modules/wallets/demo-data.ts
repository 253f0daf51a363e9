import { and, eq, notExists } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { openWallets } from './service'
import { transactionReferences, walletTransactions, wallets } from './tables'
import { ensureTransactionTypes, transactionTypeId, type TransactionTypeCode } from './transaction-types'

/**
 * Demo money (DEMO_DATA=on; the demo simulator calls this for a new customer): the customer's
 * wallets get a plausible history so the wallet screens can be tried.
 */
type DemoLine = { type: TransactionTypeCode; amount: number; reference?: [string, string]; pending?: boolean }

const DAY_SECONDS = 24 * 60 * 60

/** A small deterministic generator, seeded by the customer id, so a demo history is reproducible. */
function random(seed: number) {
  let state = seed % 2_147_483_647 || 1
  return () => {
    state = (state * 48_271) % 2_147_483_647
    return state / 2_147_483_647
  }
}

function vndLines(next: () => number): DemoLine[] {
  const round = (low: number, high: number) => Math.round((low + next() * (high - low)) / 1000) * 1000
  const ref = () => String(10_000 + Math.floor(next() * 89_999))
  const lines: DemoLine[] = []
  for (let month = 0; month < 4; month += 1) {
    lines.push({ type: 'deposit', amount: round(3_000_000, 8_000_000) })
    lines.push({ type: 'order_payment', amount: -round(400_000, 1_500_000), reference: ['order', ref()] })
    lines.push({ type: 'purchase_payment', amount: -round(300_000, 1_200_000), reference: ['purchase', ref()] })
    lines.push({ type: 'shipping_fee', amount: -round(50_000, 300_000), reference: ['lading_bill', ref()] })
    lines.push({ type: 'shipping_fee', amount: -round(20_000, 120_000), reference: ['goods_delivery', ref()] })
  }
  lines.push({ type: 'refund', amount: round(100_000, 400_000), reference: ['credit_order', ref()] })
  lines.push({ type: 'adjustment', amount: -round(10_000, 50_000), reference: ['sfa', ref()] })
  lines.push({ type: 'adjustment', amount: round(10_000, 50_000), reference: ['bank_transfer', ref()] })
  lines.push({ type: 'order_payment', amount: -round(200_000, 600_000), reference: ['order', ref()], pending: true })
  return lines
}

function jpyLines(next: () => number): DemoLine[] {
  const round = (low: number, high: number) => Math.round((low + next() * (high - low)) / 10) * 10
  const ref = () => String(10_000 + Math.floor(next() * 89_999))
  return [
    { type: 'deposit', amount: round(20_000, 50_000) },
    { type: 'purchase_payment', amount: -round(2_000, 9_000), reference: ['purchase', ref()] },
    { type: 'purchase_payment', amount: -round(2_000, 9_000), reference: ['purchase', ref()] },
    { type: 'refund', amount: round(500, 2_000), reference: ['credit_order', ref()] },
  ]
}

/**
 * Opens the customer's wallets and writes a history, spread over the 120 days before `now`, into
 * those that have none yet, in one transaction under a lock on the wallets (so running it twice,
 * even at once, adds nothing).
 */
export async function writeDemoWalletHistory(db: Database, userId: number, now: Date) {
  await openWallets(db, userId)
  await ensureTransactionTypes(db)
  await withTransaction(db, async (tx) => {
    const anyTransaction = tx
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.walletId, wallets.id))
    const empty = await tx
      .select({ id: wallets.id, currencyId: wallets.currencyId })
      .from(wallets)
      .where(and(eq(wallets.userId, userId), notExists(anyTransaction)))
      .orderBy(wallets.id)
      .for('update')
    const next = random(userId)
    const nowSeconds = Math.floor(now.getTime() / 1000)
    for (const wallet of empty)
      await writeHistory(tx, wallet, wallet.currencyId === 'VND' ? vndLines(next) : jpyLines(next), nowSeconds, next)
  })
}

async function writeHistory(db: Database, wallet: { id: number }, lines: DemoLine[], nowSeconds: number, next: () => number) {
  const step = Math.floor((120 * DAY_SECONDS) / lines.length)
  const rows = lines.map((line, index) => ({
    walletId: wallet.id,
    transactionTypeId: transactionTypeId(line.type),
    amount: line.amount,
    status: line.pending ? 'pending' : 'posted',
    voucherDate: new Date((nowSeconds - (lines.length - index) * step + Math.floor(next() * 3600)) * 1000),
  }))
  const inserted = await db.insert(walletTransactions).values(rows).returning({ id: walletTransactions.id })
  const references = lines.flatMap((line, index) =>
    line.reference ? [{ transactionId: inserted[index].id, receiptableType: line.reference[0], receiptableId: line.reference[1] }] : [],
  )
  if (references.length > 0) await db.insert(transactionReferences).values(references)
}
