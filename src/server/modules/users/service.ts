import { eq, sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { VerifiedIdentity } from '@server/identity/verifier'
import type { User } from '@shared/contracts/user'
import { users } from './tables'

/** Maps the identity provider's uid to our numeric customer, creating it on first sight. */
export async function findOrCreateUser(db: Database, identity: VerifiedIdentity): Promise<User> {
  const [row] = await db
    .insert(users)
    .values({ firebaseUid: identity.uid, email: identity.email, name: identity.name })
    .onConflictDoUpdate({
      target: users.firebaseUid,
      set: { email: sql`coalesce(excluded.email, ${users.email})` },
    })
    .returning()
  return toUser(row)
}

export async function findUserById(db: Database, id: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ? toUser(row) : null
}

function toUser(row: typeof users.$inferSelect): User {
  return { id: row.id, name: row.name, tel: row.tel, email: row.email }
}
