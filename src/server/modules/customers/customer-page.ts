import { count, desc, eq } from 'drizzle-orm'
import type { AuditActor } from '@shared/contracts/admin/audit'
import type { CustomerNote, CustomerNoteBody, CustomerPage } from '@shared/contracts/admin/customers'
import { orderCode } from '@shared/contracts/order'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import { listAddresses } from '@server/modules/addresses'
import { auditedWrite } from '@server/modules/audit'
import { orders } from '@server/modules/orders/tables'
import { supportTickets } from '@server/modules/support/tables'
import { findCustomerForStaff } from '@server/modules/users'
import { customerHolds, listWallets } from '@server/modules/wallets'
import { customerNotes } from './tables'

/** How many of the customer's newest orders, requests and notes the page shows. */
const PAGE_ORDERS = 20
const PAGE_SUPPORT = 20
const PAGE_NOTES = 50

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const customerNotFound = () => new AppError(404, 'customerNotFound')

const toNote = (row: typeof customerNotes.$inferSelect): CustomerNote => ({
  id: row.id,
  body: row.body,
  author: row.author,
  created_at: seconds(row.createdAt),
})

/** Everything the console knows about one customer: profile, addresses, orders, wallets and holds, requests, notes. */
export async function customerPage(db: Database, customerId: number): Promise<CustomerPage> {
  const customer = await findCustomerForStaff(db, customerId)
  if (!customer) throw customerNotFound()
  const [addressList, orderRows, [{ total }], walletList, holds, support, notes] = await Promise.all([
    listAddresses(db, customerId),
    db
      .select({ id: orders.id, statusId: orders.statusId, totalPayment: orders.totalPayment, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE_ORDERS),
    db.select({ total: count() }).from(orders).where(eq(orders.customerId, customerId)),
    listWallets(db, customerId),
    customerHolds(db, customerId),
    db
      .select({
        id: supportTickets.id,
        title: supportTickets.title,
        createdAt: supportTickets.createdAt,
        message: supportTickets.message,
        status: supportTickets.status,
      })
      .from(supportTickets)
      .where(eq(supportTickets.userId, customerId))
      .orderBy(desc(supportTickets.id))
      .limit(PAGE_SUPPORT),
    db.select().from(customerNotes).where(eq(customerNotes.customerId, customerId)).orderBy(desc(customerNotes.id)).limit(PAGE_NOTES),
  ])
  // Auction holds keep dong aside (wallets/holds.ts).
  const held = [...holds.values()].reduce((sum, amount) => sum + amount, 0)
  return {
    customer,
    addresses: addressList,
    orders: orderRows.map((row) => ({
      id: row.id,
      code: orderCode(row.id),
      status_id: row.statusId,
      total_payment: row.totalPayment,
      created_at: seconds(row.createdAt),
    })),
    orders_total: total,
    wallets: walletList.map((wallet) => ({ ...wallet, held: wallet.currency_id === 'VND' ? held : 0 })),
    // A request's first words stand for it (the one-way form's title on older ones); answered or closed counts as handled.
    support: support.map((row) => ({
      id: row.id,
      title: (row.title ?? row.message).slice(0, 120),
      created_at: seconds(row.createdAt),
      handled: row.status !== 'open',
    })),
    notes: notes.map(toNote),
  }
}

/** A staff member's internal note about a customer (plain text, capped by the contract); audited; never shown to the customer. */
export async function addCustomerNote(db: Database, actor: AuditActor, customerId: number, body: CustomerNoteBody): Promise<CustomerNote> {
  return auditedWrite(db, actor, async (tx) => {
    if (!(await findCustomerForStaff(tx, customerId))) throw customerNotFound()
    const [row] = await tx
      .insert(customerNotes)
      .values({ customerId, body: body.body, author: actor.email ?? actor.uid })
      .returning()
    const note = toNote(row)
    return {
      result: note,
      audit: {
        action: 'customer.note',
        subjectType: 'customer',
        subjectId: customerId,
        before: null,
        after: { note_id: note.id, body: note.body },
      },
    }
  })
}
