/**
 * Jobs: anything scheduled, retried, fanned out or slow runs here, never in a setTimeout. This folder
 * is the generic queue only; the application's jobs are listed in ../app-jobs.ts and their handlers
 * built from the composition root's graph in ../job-handlers.ts.
 *
 * Why pg-boss (12.38) and not graphile-worker (0.18): both are well kept and keep their jobs in
 * PostgreSQL, claiming them with SKIP LOCKED so several processes each run a job once. But the
 * embedded default of this product is PGlite in the server's own process, and only pg-boss runs
 * there: it ships a PGlite adapter (`fromPglite`, `backend: 'pglite'`), and here it installed its
 * schema, ran deferred jobs, retried and failed them on PGlite 0.5 and on PostgreSQL 15 alike
 * (tests/api/jobs.test.ts). graphile-worker wants a node-postgres pool (`connectionString` or
 * `pgPool`) and holds a connection of its own for LISTEN/NOTIFY; PGlite in-process is no pool and
 * speaks no wire protocol, so it would need a socket bridge (pglite-socket) in front of a
 * single-connection database, or a second queue library for one of the two drivers. pg-boss also
 * enqueues inside a Drizzle transaction (`fromDrizzle`), which SendOptions.transaction uses.
 *
 * Its first start() creates its schema in 0.1–0.2 s on either driver (measured 2026-11-24, PGlite in
 * memory or on disk, PostgreSQL 15), so test databases get it fresh rather than from the seeded snapshot.
 */
export {
  defineJob,
  type JobDefinition,
  type JobDefinitions,
  type JobName,
  type Payload,
  type RetryPolicy,
  type Uniqueness,
} from './job-definition'
export {
  workAll,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type JobQueue,
  type JobRecord,
  type JobState,
  type SendOptions,
} from './job-queue'
export { missingJobQueue } from './missing-queue'
export { createPgBossQueue, type PgBossQueueOptions } from './pg-boss-queue'
