import { and, count, desc, eq, isNull, like, or, sql, type SQL } from 'drizzle-orm'
import { foldSearchText } from '@shared/catalog/search-text'
import type { AdminCustomer } from '@shared/contracts/admin/ledger'
import type { Paginated } from '@shared/http/list-query'
import { paginated } from '@server/http/list-query'
import type { Database } from '@server/db/client'
import { foldedSql } from '@server/db/fold'
import { containing } from '@server/db/like'
import type { VerifiedIdentity } from '@server/identity/verifier'
import type { User } from '@shared/contracts/user'
import { users } from './tables'

type UserRow = typeof users.$inferSelect

/**
 * Maps the identity provider's uid to our numeric customer, creating it on first sight. A known
 * customer is only read (and written only when their e-mail changed): an INSERT … ON CONFLICT on
 * every request would take a value of the id sequence each time.
 */
export async function findOrCreateUser(db: Database, identity: VerifiedIdentity): Promise<{ user: User; created: boolean }> {
  const known = await findByUid(db, identity.uid)
  if (known) return { user: await withCurrentEmail(db, known, identity.email), created: false }
  const [inserted] = await db
    .insert(users)
    .values({ firebaseUid: identity.uid, email: identity.email, name: identity.name })
    .onConflictDoNothing({ target: users.firebaseUid })
    .returning()
  if (inserted) return { user: toUser(inserted), created: true }
  // A parallel first request of the same customer created the row.
  const raced = await findByUid(db, identity.uid)
  if (!raced) throw new Error(`user ${identity.uid} was neither inserted nor found`)
  return { user: await withCurrentEmail(db, raced, identity.email), created: false }
}

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ? toUser(row) : null
}

const prepareUserByUid = (db: Database) =>
  db
    .select()
    .from(users)
    .where(eq(users.firebaseUid, sql.placeholder('uid')))
    .prepare('users_by_firebase_uid')
const usersByUid = new WeakMap<Database, ReturnType<typeof prepareUserByUid>>()

/** Every signed-in request reads its customer: the statement is built once per database and prepared. */
async function findByUid(db: Database, firebaseUid: string): Promise<UserRow | undefined> {
  let query = usersByUid.get(db)
  if (!query) {
    query = prepareUserByUid(db)
    usersByUid.set(db, query)
  }
  const [row] = await query.execute({ uid: firebaseUid })
  return row
}

/** The identity provider's e-mail wins when it has one and it differs from ours. */
async function withCurrentEmail(db: Database, row: UserRow, email: string | null): Promise<User> {
  if (email === null || email === row.email) return toUser(row)
  const [updated] = await db.update(users).set({ email }).where(eq(users.id, row.id)).returning()
  return toUser(updated)
}

function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, tel: row.tel, email: row.email }
}

export type StaffCustomerQuery = { search?: string; page: number; perPage: number }

/** Customers for the staff console: by id, or part of their e-mail, name or phone; newest first. */
export async function listCustomersForStaff(db: Database, query: StaffCustomerQuery): Promise<Paginated<AdminCustomer>> {
  const where = query.search ? customerSearch(query.search) : undefined
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(users).where(where),
  ])
  return paginated(rows.map(toAdminCustomer), total, query.page, query.perPage)
}

export async function findCustomerForStaff(db: Database, id: number): Promise<AdminCustomer | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ? toAdminCustomer(row) : null
}

const toAdminCustomer = (row: UserRow): AdminCustomer => ({ ...toUser(row), created_at: Math.floor(row.createdAt.getTime() / 1000) })

/** By id, or part of the name, phone or e-mail — accents and case aside (the index of migration 0026). */
function customerSearch(search: string): SQL {
  const text = like(foldedSql(users.name, users.tel, users.email), containing(foldSearchText(search)))
  return /^\d{1,9}$/.test(search) ? or(eq(users.id, Number(search)), text)! : text
}

/** The name the customer may be shown by in public (a review's signature): the one they gave, never one taken from an address. */
export async function publicNameOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: users.name, fromAddress: users.nameFromAddress }).from(users).where(eq(users.id, userId))
  return row && !row.fromAddress ? row.name : null
}

/**
 * At checkout (orders/create-order.ts, in the order's transaction): a profile without a name or phone
 * takes them from the delivery address (staff find and call the customer by them); what the customer
 * set themselves is kept. A name so taken is marked: nothing public shows it (publicNameOf).
 */
export async function fillProfileFromAddress(tx: Database, userId: number, from: { name: string; tel: string }): Promise<void> {
  const name = from.name.trim()
  const tel = from.tel.trim()
  if (!name && !tel) return
  await tx
    .update(users)
    .set({
      name: sql`coalesce(nullif(${users.name}, ''), ${name || null})`,
      tel: sql`coalesce(nullif(${users.tel}, ''), ${tel || null})`,
      // A name the customer did not give (the consignee may be someone else) is never shown publicly.
      nameFromAddress: sql`${users.nameFromAddress} or (nullif(${users.name}, '') is null and ${name !== ''})`,
    })
    .where(and(eq(users.id, userId), or(isNull(users.name), eq(users.name, ''), isNull(users.tel), eq(users.tel, ''))))
}
