import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { AdminSupportTicket } from '@shared/contracts/admin/content'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { Paginated } from '@shared/http/list-query'
import type { Database } from '@server/db/client'
import { notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { auditedWrite } from '@server/modules/audit'
import { users } from '@server/modules/users'
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

async function withContents(db: Database, rows: Row[]): Promise<AdminSupportTicket[]> {
  const contents = rows.length
    ? await db
        .select()
        .from(supportContents)
        .where(
          inArray(
            supportContents.supportId,
            rows.map((row) => row.ticket.id),
          ),
        )
        .orderBy(asc(supportContents.id))
    : []
  return rows.map(({ ticket, customer }) => ({
    id: ticket.id,
    type_id: ticket.typeId,
    title: ticket.title,
    description: ticket.description,
    created_at: seconds(ticket.createdAt),
    customer,
    contents: contents
      .filter((content) => content.supportId === ticket.id)
      .map((content) => ({
        id: content.id,
        support_id: content.supportId,
        mime_type: content.mimeType,
        size: content.size,
        url: `/api/admin/support-contents/${content.id}/file`,
        created_at: seconds(content.createdAt),
      })),
    handled_at: ticket.handledAt ? seconds(ticket.handledAt) : null,
    handled_by: ticket.handledBy,
  }))
}

/** The inbox: open tickets (or handled ones), oldest first — first come, first served. */
export async function listTicketsForStaff(
  db: Database,
  query: { handled: boolean; page: number; perPage: number },
): Promise<Paginated<AdminSupportTicket>> {
  const where = query.handled ? isNotNull(supportTickets.handledAt) : isNull(supportTickets.handledAt)
  const [rows, [{ total }]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(asc(supportTickets.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(supportTickets).where(where),
  ])
  return paginated(await withContents(db, rows), total, query.page, query.perPage)
}

export async function findTicketForStaff(db: Database, id: number): Promise<AdminSupportTicket> {
  const rows = await selectTickets(db).where(eq(supportTickets.id, id))
  if (rows.length === 0) throw notFound()
  return (await withContents(db, rows))[0]
}

/** Marks a ticket handled (by whom, when) or opens it again; the same state again is no change. */
export async function setTicketHandled(db: Database, actor: AuditActor, id: number, handled: boolean, now: Date): Promise<void> {
  await auditedWrite(db, actor, async (tx) => {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update')
    if (!ticket) throw notFound()
    if ((ticket.handledAt !== null) === handled) return { result: null, audit: null }
    const handledBy = handled ? (actor.email ?? actor.uid) : null
    await tx
      .update(supportTickets)
      .set({ handledAt: handled ? now : null, handledBy })
      .where(eq(supportTickets.id, id))
    return {
      result: null,
      audit: {
        action: 'support.handled',
        subjectType: 'support_ticket',
        subjectId: id,
        before: { handled: ticket.handledAt !== null, handled_by: ticket.handledBy },
        after: { handled, handled_by: handledBy },
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

export async function countOpenTickets(db: Database): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(supportTickets)
    .where(and(isNull(supportTickets.handledAt)))
  return total
}
