import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { App } from '@server/http/types'
import type { Integrations } from '@server/integrations'

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() })

export async function healthRoutes(app: App, { database, clock }: Integrations) {
  app.get(
    '/api/health',
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { 200: healthSchema } } },
    async () => {
      await app.db.execute(sql`select 1`)
      return { status: 'ok' as const, database: database.driver, time: clock.now().toISOString() }
    },
  )
}
