import { inArray } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { BankStatementImport, BankTransferStatus } from '@shared/contracts/payments'
import type { Database } from '@server/db/client'
import { auditedWrite } from '@server/modules/audit'
import type { StatementRow } from './statement'
import { bankTransfers } from './tables'
import { recordTransfer, type BankFeedDeps } from './transfers'

type Known = { status: string; orderId: number | null; amount: number }

/**
 * Imports a statement read by readStatement, in one transaction: each row not known yet by its bank
 * reference (from an earlier import, the feed or staff) is recorded and matched exactly as the bank feed's
 * transfers are (recordTransfer: credited to the wallet, applied to the order its content names, else
 * queued for staff), audited as the staff member who imported it. Importing the same statement again
 * records nothing and says so: every row known.
 */
export async function importBankStatement(
  db: Database,
  actor: AuditActor,
  deps: BankFeedDeps,
  rows: readonly StatementRow[],
  at: Date,
): Promise<BankStatementImport> {
  return auditedWrite(db, actor, async (tx) => {
    const knownBefore = await knownReferences(
      tx,
      rows.map((row) => row.reference),
    )
    const result: BankStatementImport = { rows: [], recorded: 0, known: 0, to_match: 0 }
    for (const row of rows) {
      let known = knownBefore.get(row.reference)
      if (!known) {
        const recorded = await recordTransfer(
          tx,
          deps,
          actor,
          {
            provider: 'statement',
            providerId: row.reference,
            gateway: 'statement',
            accountNumber: deps.accountNumber,
            transactionDate: row.date,
            transferType: 'in',
            amount: row.amount,
            content: row.content,
            code: null,
            referenceCode: row.reference,
            payload: row,
          },
          at,
        )
        if (recorded) {
          result.recorded++
          if (recorded.status === 'unmatched') result.to_match++
          result.rows.push(rowOf(row, 'recorded', recorded))
          continue
        }
        // Recorded meanwhile by another import of the same statement.
        known = (await knownReferences(tx, [row.reference])).get(row.reference)
      }
      result.known++
      result.rows.push(rowOf(row, 'known', known ?? { status: 'applied', orderId: null, amount: row.amount }))
    }
    const audit =
      result.recorded === 0
        ? null
        : {
            action: 'bank_transfer.import' as const,
            subjectType: 'bank_transfer' as const,
            subjectId: `statement:${at.toISOString()}`,
            before: null,
            after: { rows: rows.length, recorded: result.recorded, known: result.known, to_match: result.to_match },
          }
    return { result, audit }
  })
}

const rowOf = (row: StatementRow, outcome: 'recorded' | 'known', transfer: Known) => ({
  line: row.line,
  reference: row.reference,
  amount: row.amount,
  outcome,
  status: transfer.status as BankTransferStatus,
  order_id: transfer.orderId,
})

/** The transfers already recorded under these bank references (by any source), by reference. */
async function knownReferences(tx: Database, references: readonly string[]): Promise<Map<string, Known>> {
  const found = new Map<string, Known>()
  if (references.length === 0) return found
  for (let start = 0; start < references.length; start += 1000) {
    const rows = await tx
      .select({
        reference: bankTransfers.referenceCode,
        status: bankTransfers.status,
        orderId: bankTransfers.orderId,
        amount: bankTransfers.amount,
      })
      .from(bankTransfers)
      .where(inArray(bankTransfers.referenceCode, references.slice(start, start + 1000)))
    for (const row of rows) if (row.reference && !found.has(row.reference)) found.set(row.reference, row)
  }
  return found
}
