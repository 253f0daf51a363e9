import { asc, count, desc, eq } from 'drizzle-orm'
import { areaListContract, areaListSchema, shipmentMethodListSchema, type ShipmentMethod } from '@shared/contracts/reference'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { listQuerySchema, paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { areas, shipmentMethods } from './tables'

export async function logisticsRoutes(app: App) {
  app.get(
    '/api/shipment-methods',
    { schema: { tags: ['logistics'], summary: 'Shipment methods (air, sea)', response: { 200: shipmentMethodListSchema } } },
    async () => {
      const rows = await app.db.select().from(shipmentMethods).orderBy(asc(shipmentMethods.id))
      return paginated(rows as ShipmentMethod[], rows.length, 1, Math.max(rows.length, 1))
    },
  )

  app.get(
    '/api/areas',
    {
      schema: {
        tags: ['logistics'],
        summary: 'Warehouses and hubs (filter[country], sort, page)',
        querystring: listQuerySchema(areaListContract),
        response: { 200: areaListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      const where = query.filter.country ? eq(areas.country, query.filter.country) : undefined
      const column = query.sort?.field === 'name' ? areas.name : areas.id
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(areas)
          .where(where)
          .orderBy(query.sort?.descending ? desc(column) : asc(column))
          .limit(query.perPage)
          .offset((query.page - 1) * query.perPage),
        app.db.select({ total: count() }).from(areas).where(where),
      ])
      return paginated(rows, total, query.page, query.perPage)
    },
  )
}
