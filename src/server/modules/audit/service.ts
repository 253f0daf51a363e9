import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { AuditAction, AuditActor, AuditEntry, AuditSubject } from '@shared/contracts/admin/audit'
import type { Paginated } from '@shared/http/list-query'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { paginated } from '@server/http/list-query'
import { auditEntries } from './tables'

/** What one staff write changed: the subject as it was (null when created) and as it is now. */
export type AuditRecord = {
  action: AuditAction
  subjectType: AuditSubject
  subjectId: string | number
  before: object | null
  after: object | null
}

export async function recordAudit(db: Database, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values({
    actorUid: actor.uid,
    actorEmail: actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    before: record.before as Record<string, unknown> | null,
    after: record.after as Record<string, unknown> | null,
  })
}

/**
 * Runs a staff write and its audit entry in one transaction: both are kept or neither. `write`
 * answers its result and what to record — null when it changed nothing (a replayed request).
 */
export async function auditedWrite<T>(
  db: Database,
  actor: AuditActor,
  write: (tx: Database) => Promise<{ result: T; audit: AuditRecord | null }>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const { result, audit } = await write(tx)
    if (audit) await recordAudit(tx, actor, audit)
    return result
  })
}

export type AuditQuery = { subjectType?: string; subjectId?: string; action?: string; actor?: string; page: number; perPage: number }

export async function listAuditEntries(db: Database, query: AuditQuery): Promise<Paginated<AuditEntry>> {
  const conditions: SQL[] = []
  if (query.subjectType) conditions.push(eq(auditEntries.subjectType, query.subjectType))
  if (query.subjectId) conditions.push(eq(auditEntries.subjectId, query.subjectId))
  if (query.action) conditions.push(eq(auditEntries.action, query.action))
  if (query.actor) conditions.push(eq(auditEntries.actorEmail, query.actor))
  const where = and(...conditions)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(auditEntries).where(where),
  ])
  return paginated(rows.map(toAuditEntry), total, query.page, query.perPage)
}

function toAuditEntry(row: typeof auditEntries.$inferSelect): AuditEntry {
  return {
    id: row.id,
    actor: { uid: row.actorUid, email: row.actorEmail },
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  }
}
