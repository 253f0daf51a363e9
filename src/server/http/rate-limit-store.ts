import { sql } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import { queryRows } from '@server/db/rows'

type Counter = { current: number; ttl: number }
type Done = (error: Error | null, counter?: Counter) => void

/** Every this many counts, counters whose window ended an hour ago are swept away. */
const SWEEP_EVERY = 1000

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so every server process on
 * one database spends one budget (with counters in memory, N processes would allow N budgets). One
 * upsert per count, windows on the database's clock; the table is unlogged (no WAL: counters are
 * worth nothing after a crash) and created on first use, outside the modules' schema, since it holds
 * no business data. Keys name their budget (rate-limit.ts), so one table serves every limiter.
 */
export function databaseRateLimitStore(db: Database) {
  const ready = db.execute(
    sql`create unlogged table if not exists rate_limit_counters (key text primary key, hits integer not null, window_ends_at timestamptz not null)`,
  )
  let counted = 0

  async function count(key: string, windowMs: number): Promise<Counter> {
    await ready
    if (++counted % SWEEP_EVERY === 0)
      await db.execute(sql`delete from rate_limit_counters where window_ends_at < now() - interval '1 hour'`)
    const [row] = await queryRows<{ hits: number; ttl: number }>(
      db,
      sql`
      insert into rate_limit_counters as counter (key, hits, window_ends_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when counter.window_ends_at <= now() then 1 else counter.hits + 1 end,
        window_ends_at = case when counter.window_ends_at <= now() then excluded.window_ends_at else counter.window_ends_at end
      returning hits, (extract(epoch from (window_ends_at - now())) * 1000)::float8 as ttl`,
    )
    return { current: Number(row.hits), ttl: Math.max(0, Math.ceil(Number(row.ttl))) }
  }

  return class DatabaseRateLimitStore {
    incr(key: string, done: Done, timeWindow: number) {
      count(key, timeWindow).then((counter) => done(null, counter), done)
    }
    child() {
      return this
    }
  }
}
