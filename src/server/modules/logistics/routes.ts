import { asc, eq } from 'drizzle-orm'
import { areaListContract, areaListSchema, shipmentMethodListSchema, type ShipmentMethod } from '@shared/contracts/reference'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { areaName, shipmentMethodName } from '@shared/logistics/reference-names'
import { listQuerySchema, paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { areas, shipmentMethods } from './tables'

/** Reference data, named in the request's language (src/shared/logistics/reference-names.ts). */
export async function logisticsRoutes(app: App) {
  app.get(
    '/api/shipment-methods',
    {
      schema: {
        tags: ['logistics'],
        summary: 'Shipment methods (air, sea), named in the request language',
        response: { 200: shipmentMethodListSchema },
      },
    },
    async (request) => {
      const rows = await app.db.select().from(shipmentMethods).orderBy(asc(shipmentMethods.id))
      const data = rows.map((row) => ({ id: row.id, name: shipmentMethodName(row.id, request.locale, row.name) }) as ShipmentMethod)
      return paginated(data, data.length, 1, Math.max(data.length, 1))
    },
  )

  app.get(
    '/api/areas',
    {
      schema: {
        tags: ['logistics'],
        summary: 'Warehouses and hubs, named in the request language (filter[country], sort, page)',
        querystring: listQuerySchema(areaListContract),
        response: { 200: areaListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      const where = query.filter.country ? eq(areas.country, query.filter.country) : undefined
      // A handful of rows: named and sorted here, so a sort by name follows the reader's language.
      const rows = (await app.db.select().from(areas).where(where)).map((row) => ({
        ...row,
        name: areaName(row.id, request.locale, row.name),
      }))
      const byName = query.sort?.field === 'name'
      rows.sort((a, b) => (byName ? a.name.localeCompare(b.name, request.locale) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      if (query.sort?.descending) rows.reverse()
      const start = (query.page - 1) * query.perPage
      return paginated(rows.slice(start, start + query.perPage), rows.length, query.page, query.perPage)
    },
  )
}
