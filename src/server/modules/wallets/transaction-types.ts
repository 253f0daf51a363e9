import type { Database } from '@server/db/client'
import { transactionTypes } from './tables'

/** The kinds of wallet movement this storefront records; the names are its own reference data. */
export const TRANSACTION_TYPES = [
  { id: 1, code: 'deposit', names: { vi: 'Nạp tiền', en: 'Deposit', ja: '入金' } },
  { id: 2, code: 'order_payment', names: { vi: 'Thanh toán đơn hàng', en: 'Order payment', ja: '注文の支払い' } },
  { id: 3, code: 'purchase_payment', names: { vi: 'Thanh toán mua hộ', en: 'Purchase payment', ja: '購入代行の支払い' } },
  { id: 4, code: 'shipping_fee', names: { vi: 'Phí vận chuyển', en: 'Shipping fee', ja: '送料' } },
  { id: 5, code: 'refund', names: { vi: 'Hoàn tiền', en: 'Refund', ja: '返金' } },
  { id: 6, code: 'withdrawal', names: { vi: 'Rút tiền', en: 'Withdrawal', ja: '出金' } },
  { id: 7, code: 'adjustment', names: { vi: 'Điều chỉnh', en: 'Adjustment', ja: '調整' } },
  { id: 8, code: 'auction_hold', names: { vi: 'Giữ cọc đấu giá', en: 'Auction deposit hold', ja: 'オークション保証金' } },
] as const

export type TransactionTypeCode = (typeof TRANSACTION_TYPES)[number]['code']

export const transactionTypeId = (code: TransactionTypeCode) => TRANSACTION_TYPES.find((type) => type.code === code)!.id

const ensured = new WeakMap<Database, Promise<void>>()

/**
 * Writes the reference rows that are missing (staff may rename existing ones; they are left alone),
 * once per database handle. Whoever writes a transaction calls this first.
 */
export function ensureTransactionTypes(db: Database): Promise<void> {
  let done = ensured.get(db)
  if (!done) {
    done = insertMissingTypes(db)
    ensured.set(db, done)
    done.catch(() => ensured.delete(db))
  }
  return done
}

async function insertMissingTypes(db: Database) {
  await db
    .insert(transactionTypes)
    .values(TRANSACTION_TYPES.map((type) => ({ id: type.id, code: type.code, name: type.names.vi, names: { ...type.names } })))
    .onConflictDoNothing()
}
