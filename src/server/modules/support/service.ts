import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  type SupportAuthor,
  type SupportContent,
  type SupportMessage,
  type SupportStatus,
  type SupportTicket,
  statusAfterMessage,
} from '@shared/contracts/support'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { AppError, notFound } from '@server/http/app-error'
import { paginated } from '@server/http/list-query'
import { ownsOrder } from '@server/modules/orders'
import { supportContents, supportMessages, supportTickets } from './tables'

type TicketRow = typeof supportTickets.$inferSelect
type ContentRow = typeof supportContents.$inferSelect
type MessageRow = typeof supportMessages.$inferSelect

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** Where an attachment is served: to the owner under /api, to staff under /api/admin. */
export type ContentBase = '/api' | '/api/admin'

export const toSupportContent = (row: ContentRow, base: ContentBase = '/api'): SupportContent => ({
  id: row.id,
  support_id: row.supportId,
  mime_type: row.mimeType,
  size: row.size,
  url: `${base}/support-contents/${row.id}/file`,
  created_at: seconds(row.createdAt),
})

const toMessage = (row: MessageRow, contents: ContentRow[], base: ContentBase): SupportMessage => ({
  id: row.id,
  author: row.author as SupportAuthor,
  body: row.body,
  created_at: seconds(row.createdAt),
  contents: contents.filter((content) => content.messageId === row.id).map((content) => toSupportContent(content, base)),
})

/** The one-way form's description (spec §3): up to three labelled Vietnamese lines — name, phone, then the content. */
const LABELLED_DESCRIPTION = /^(?:Tên khách hàng: (.*)\n)?(?:Số điện thoại: (.*)\n)?Nội dung: ([\s\S]*)$/

/**
 * A request's fields. One made with the one-way form (it has a type_id) kept its labelled Vietnamese text as
 * its message (migration 0027): it is served as fields too, so no reader, in any language, sees those labels.
 */
export function ticketFields(row: Pick<TicketRow, 'typeId' | 'name' | 'contact' | 'message'>) {
  const labelled = row.typeId !== null && row.name === null && row.contact === null ? LABELLED_DESCRIPTION.exec(row.message) : null
  if (!labelled) return { name: row.name, contact: row.contact, message: row.message }
  const [, name, contact, message] = labelled
  return { name: name?.trim() || null, contact: contact?.trim() || null, message: message.trim() }
}

export const toTicket = (row: TicketRow, contents?: ContentRow[], messages?: MessageRow[], base: ContentBase = '/api'): SupportTicket => ({
  id: row.id,
  ...ticketFields(row),
  order_id: row.orderId,
  status: row.status as SupportStatus,
  created_at: seconds(row.createdAt),
  last_activity_at: seconds(row.lastActivityAt),
  ...(contents
    ? { contents: contents.filter((content) => content.messageId === null).map((content) => toSupportContent(content, base)) }
    : {}),
  ...(messages ? { messages: messages.map((message) => toMessage(message, contents ?? [], base)) } : {}),
})

/** A request with its fields as data; an order named must be the customer's own (else 422 on order_id). */
export async function createTicket(
  db: Database,
  userId: number,
  input: { name?: string; contact?: string; orderId?: number | null; message: string },
  now: Date,
) {
  if (input.orderId != null && !(await ownsOrder(db, userId, input.orderId)))
    throw new AppError(422, 'supportOrderNotYours', {}, { order_id: ['supportOrderNotYours'] })
  const [row] = await db
    .insert(supportTickets)
    .values({
      userId,
      name: input.name || null,
      contact: input.contact || null,
      orderId: input.orderId ?? null,
      message: input.message,
      status: 'open',
      lastActivityAt: now,
      createdAt: now,
    })
    .returning()
  return toTicket(row, [], [])
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

/** A ticket's images and thread, oldest first. */
export async function threadOf(db: Database, id: number) {
  const [contents, messages] = await Promise.all([
    db.select().from(supportContents).where(eq(supportContents.supportId, id)).orderBy(asc(supportContents.id)),
    db.select().from(supportMessages).where(eq(supportMessages.supportId, id)).orderBy(asc(supportMessages.id)),
  ])
  return { contents, messages }
}

export async function findOwnTicket(db: Database, userId: number, id: number): Promise<SupportTicket> {
  const ticket = await requireOwnTicket(db, userId, id)
  const { contents, messages } = await threadOf(db, id)
  return toTicket(ticket, contents, messages)
}

/** Mine, the latest activity first. */
export async function listOwnTickets(db: Database, userId: number, page: number, perPage: number) {
  const where = eq(supportTickets.userId, userId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.lastActivityAt), desc(supportTickets.id))
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

/**
 * Adds a message to a ticket's thread and moves its status (statusAfterMessage: staff → answered,
 * customer → open, a closed one included). Runs in the caller's transaction; the ticket row is locked.
 */
export async function addThreadMessage(
  tx: Database,
  ticketId: number,
  input: { author: SupportAuthor; body: string; staffBy?: string | null },
  now: Date,
): Promise<{ ticket: TicketRow; message: MessageRow }> {
  const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update')
  if (!ticket) throw notFound()
  const [message] = await tx
    .insert(supportMessages)
    .values({ supportId: ticketId, author: input.author, staffBy: input.staffBy ?? null, body: input.body, createdAt: now })
    .returning()
  const [updated] = await tx
    .update(supportTickets)
    .set({ status: statusAfterMessage(input.author), lastActivityAt: now, handledAt: null, handledBy: null })
    .where(eq(supportTickets.id, ticketId))
    .returning()
  return { ticket: updated, message }
}

export async function addCustomerMessage(db: Database, userId: number, ticketId: number, body: string, now: Date) {
  return withTransaction(db, async (tx) => {
    await requireOwnTicket(tx, userId, ticketId)
    const { message } = await addThreadMessage(tx, ticketId, { author: 'customer', body }, now)
    return toMessage(message, [], '/api')
  })
}

/** Closes a ticket (by the customer or staff); closing a closed one is no change. */
export async function closeTicket(tx: Database, ticketId: number, by: string, now: Date): Promise<{ before: TicketRow; after: TicketRow }> {
  const [before] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update')
  if (!before) throw notFound()
  if (before.status === 'closed') return { before, after: before }
  const [after] = await tx
    .update(supportTickets)
    .set({ status: 'closed', handledAt: now, handledBy: by, lastActivityAt: now })
    .where(eq(supportTickets.id, ticketId))
    .returning()
  return { before, after }
}

export async function closeOwnTicket(db: Database, userId: number, ticketId: number, now: Date) {
  await withTransaction(db, async (tx) => {
    await requireOwnTicket(tx, userId, ticketId)
    await closeTicket(tx, ticketId, 'customer', now)
  })
  return findOwnTicket(db, userId, ticketId)
}

/** A message of this ticket (404 otherwise), written by `author`: images go on one's own message. */
export async function requireMessageOf(db: Database, ticketId: number, messageId: number, author: SupportAuthor): Promise<void> {
  const [row] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.id, messageId), eq(supportMessages.supportId, ticketId), eq(supportMessages.author, author)))
  if (!row) throw notFound()
}

export async function countAttachments(db: Database, supportId: number, messageId: number | null): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(supportContents)
    .where(
      and(
        eq(supportContents.supportId, supportId),
        messageId === null ? sql`${supportContents.messageId} is null` : eq(supportContents.messageId, messageId),
      ),
    )
  return total
}

export type AttachmentInput = { supportId: number; messageId: number | null; storageKey: string; mimeType: string; size: number }

export async function addAttachment(db: Database, input: AttachmentInput, base: ContentBase = '/api') {
  const [row] = await db.insert(supportContents).values(input).returning()
  return toSupportContent(row, base)
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
