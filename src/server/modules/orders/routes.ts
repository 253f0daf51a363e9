import { asc } from 'drizzle-orm'
import { orderStatusListSchema } from '@shared/contracts/reference'
import { paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { orderStatuses } from './tables'

export async function orderReferenceRoutes(app: App) {
  app.get(
    '/api/order/statuses',
    { schema: { tags: ['orders'], summary: 'Order statuses', response: { 200: orderStatusListSchema } } },
    async () => {
      const rows = await app.db.select().from(orderStatuses).orderBy(asc(orderStatuses.id))
      return paginated(rows, rows.length, 1, Math.max(rows.length, 1))
    },
  )
}
