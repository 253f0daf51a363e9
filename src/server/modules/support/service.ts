import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { SupportContent, SupportTicket } from '@shared/contracts/support'
import type { Database } from '@server/db/client'
import { notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { supportContents, supportTickets } from './tables'

type TicketRow = typeof supportTickets.$inferSelect
type ContentRow = typeof supportContents.$inferSelect

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

export const toSupportContent = (row: ContentRow): SupportContent => ({
  id: row.id,
  support_id: row.supportId,
  mime_type: row.mimeType,
  size: row.size,
  url: `/api/support-contents/${row.id}/file`,
  created_at: seconds(row.createdAt),
})

const toTicket = (row: TicketRow, contents?: ContentRow[]): SupportTicket => ({
  id: row.id,
  type_id: row.typeId,
  title: row.title,
  description: row.description,
  created_at: seconds(row.createdAt),
  ...(contents ? { contents: contents.map(toSupportContent) } : {}),
})

export async function createTicket(db: Database, userId: number, input: { typeId: number; title: string; description: string }) {
  const [row] = await db
    .insert(supportTickets)
    .values({ userId, ...input })
    .returning()
  return toTicket(row, [])
}

/** The caller's ticket (404 for a ticket that is someone else's: its existence is not revealed). */
export async function requireOwnTicket(db: Database, userId: number, id: number): Promise<TicketRow> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), eq(supportTickets.userId, userId)))
  if (!row) throw notFound()
  return row
}

export async function findOwnTicket(db: Database, userId: number, id: number): Promise<SupportTicket> {
  const ticket = await requireOwnTicket(db, userId, id)
  const contents = await db.select().from(supportContents).where(eq(supportContents.supportId, id)).orderBy(asc(supportContents.id))
  return toTicket(ticket, contents)
}

export async function listOwnTickets(db: Database, userId: number, page: number, perPage: number) {
  const where = eq(supportTickets.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(supportTickets).where(where),
  ])
  const contents = rows.length
    ? await db
        .select()
        .from(supportContents)
        .where(
          inArray(
            supportContents.supportId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(supportContents.id))
    : []
  const items = rows.map((row) =>
    toTicket(
      row,
      contents.filter((content) => content.supportId === row.id),
    ),
  )
  return paginated(items, total, page, perPage)
}

export async function countAttachments(db: Database, supportId: number): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(supportContents).where(eq(supportContents.supportId, supportId))
  return total
}

export async function addAttachment(db: Database, input: { supportId: number; storageKey: string; mimeType: string; size: number }) {
  const [row] = await db.insert(supportContents).values(input).returning()
  return toSupportContent(row)
}

/** An attachment of one of the caller's tickets, or 404. */
export async function findOwnAttachment(db: Database, userId: number, contentId: number): Promise<ContentRow> {
  const [row] = await db
    .select({ content: supportContents })
    .from(supportContents)
    .innerJoin(supportTickets, eq(supportTickets.id, supportContents.supportId))
    .where(and(eq(supportContents.id, contentId), eq(supportTickets.userId, userId)))
  if (!row) throw notFound()
  return row.content
}
