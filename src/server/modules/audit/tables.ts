import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The staff audit log: one row per write of the staff API, in the write's own transaction (a write
 * that rolls back leaves no entry). Append-only.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    actorUid: text('actor_uid').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_subject_idx').on(table.subjectType, table.subjectId, table.id),
    index('audit_entries_action_idx').on(table.action, table.id),
  ],
)
