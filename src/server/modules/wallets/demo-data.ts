import type { WalletCurrency } from '@shared/contracts/wallet'
import type { Database } from '@server/db/client'
import { transactionReferences, walletTransactions } from './tables'
import { transactionTypeId, type TransactionTypeCode } from './transaction-types'

/**
 * Demo money for a demo project (FIREBASE_PROJECT_ID "demo-…", the local emulator): a new
 * customer's wallets get a plausible history so the wallet screens can be tried. A real project
 * never runs this.
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

/** Writes the demo history of freshly opened wallets, spread over the last 120 days. */
export async function writeDemoTransactions(db: Database, userId: number, opened: { id: number; currencyId: WalletCurrency }[]) {
  const next = random(userId)
  const now = Math.floor(Date.now() / 1000)
  for (const wallet of opened) {
    const lines = wallet.currencyId === 'VND' ? vndLines(next) : jpyLines(next)
    const step = Math.floor((120 * DAY_SECONDS) / lines.length)
    const rows = lines.map((line, index) => ({
      walletId: wallet.id,
      transactionTypeId: transactionTypeId(line.type),
      amount: line.amount,
      status: line.pending ? 'pending' : 'posted',
      voucherDate: new Date((now - (lines.length - index) * step + Math.floor(next() * 3600)) * 1000),
    }))
    const inserted = await db.insert(walletTransactions).values(rows).returning({ id: walletTransactions.id })
    const references = lines.flatMap((line, index) =>
      line.reference ? [{ transactionId: inserted[index].id, receiptableType: line.reference[0], receiptableId: line.reference[1] }] : [],
    )
    if (references.length > 0) await db.insert(transactionReferences).values(references)
  }
}
