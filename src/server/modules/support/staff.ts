import { asc, count, eq } from 'drizzle-orm'
import type { AdminSupportTicket } from '@shared/contracts/admin/content'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { SupportMessage, SupportStatus } from '@shared/contracts/support'
import type { Paginated } from '@shared/http/list-query'
import type { Database } from '@server/db/client'
import { notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite } from '@server/modules/audit'
import type { Notifier } from '@server/modules/notifications'
import { users } from '@server/modules/users'
import { type AttachmentInput, addAttachment, addThreadMessage, closeTicket, threadOf, toTicket } from './service'
import { supportContents, supportTickets } from './tables'

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

type Row = {
  ticket: typeof supportTickets.$inferSelect
  customer: { id: number; name: string | null; tel: string | null; email: string | null }
}

function selectTickets(db: Database) {
  return db
    .select({ ticket: supportTickets, customer: { id: users.id, name: users.name, tel: users.tel, email: users.email } })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
}

async function withThreads(db: Database, rows: Row[], full: boolean): Promise<AdminSupportTicket[]> {
  return Promise.all(
    rows.map(async ({ ticket, customer }) => {
      const { contents, messages } = await threadOf(db, ticket.id)
      const base = toTicket(ticket, contents, full ? messages : undefined, '/api/admin')
      return {
        ...base,
        contents: base.contents ?? [],
        customer,
        handled_at: ticket.handledAt ? seconds(ticket.handledAt) : null,
        handled_by: ticket.handledBy,
      }
    }),
  )
}

/** The inbox of one status, the longest waiting first — first come, first served. */
export async function listTicketsForStaff(
  db: Database,
  query: { status: SupportStatus; page: number; perPage: number },
): Promise<Paginated<AdminSupportTicket>> {
  const where = eq(supportTickets.status, query.status)
  const [rows, [{ total }]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(asc(supportTickets.lastActivityAt), asc(supportTickets.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(supportTickets).where(where),
  ])
  return paginated(await withThreads(db, rows, false), total, query.page, query.perPage)
}

/** One request with its whole thread. */
export async function findTicketForStaff(db: Database, id: number): Promise<AdminSupportTicket> {
  const rows = await selectTickets(db).where(eq(supportTickets.id, id))
  if (rows.length === 0) throw notFound()
  return (await withThreads(db, rows, true))[0]
}

/**
 * A staff reply: the request is answered, and its customer is told (centre + push, in their
 * language, opening the request) in the same transaction; audited.
 */
export async function replyAsStaff(
  db: Database,
  deps: { notifier: Notifier },
  actor: AuditActor,
  id: number,
  body: string,
  now: Date,
): Promise<SupportMessage> {
  return auditedWrite(db, actor, async (tx) => {
    const { ticket, message } = await addThreadMessage(tx, id, { author: 'staff', body, staffBy: actor.email ?? actor.uid }, now)
    await deps.notifier.notify(tx, {
      kind: 'support_reply',
      customerId: ticket.userId,
      params: { supportId: id, excerpt: body.slice(0, 140) },
      key: `support-reply:${message.id}`,
    })
    return {
      result: { id: message.id, author: 'staff' as const, body: message.body, created_at: seconds(message.createdAt), contents: [] },
      audit: {
        action: 'support.reply',
        subjectType: 'support_ticket',
        subjectId: id,
        before: null,
        after: { message_id: message.id, status: ticket.status },
      },
    }
  })
}

/** Staff close a request (by whom, when); closing a closed one is no change. Audited. */
export async function closeAsStaff(db: Database, actor: AuditActor, id: number, now: Date): Promise<void> {
  await auditedWrite(db, actor, async (tx) => {
    const { before, after } = await closeTicket(tx, id, actor.email ?? actor.uid, now)
    if (before.status === after.status) return { result: null, audit: null }
    return {
      result: null,
      audit: {
        action: 'support.close',
        subjectType: 'support_ticket',
        subjectId: id,
        before: { status: before.status },
        after: { status: after.status, closed_by: after.handledBy },
      },
    }
  })
}

/** A staff reply's image, audited. */
export async function attachAsStaff(db: Database, actor: AuditActor, input: AttachmentInput) {
  return auditedWrite(db, actor, async (tx) => {
    const content = await addAttachment(tx, input, '/api/admin')
    return {
      result: content,
      audit: {
        action: 'support.reply' as const,
        subjectType: 'support_ticket',
        subjectId: input.supportId,
        before: null,
        after: { message_id: input.messageId, attachment_id: content.id },
      },
    }
  })
}

/** Any ticket's attachment (staff see every ticket's). */
export async function findAttachmentForStaff(db: Database, contentId: number) {
  const [row] = await db.select().from(supportContents).where(eq(supportContents.id, contentId))
  if (!row) throw notFound()
  return row
}

/** Requests waiting for staff (the overview's count): a customer message raises it. */
export async function countOpenTickets(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(supportTickets).where(eq(supportTickets.status, 'open'))
  return total
}
