import { eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
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

async function findByUid(db: Database, firebaseUid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid))
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
