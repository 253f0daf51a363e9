import { tariffBodySchema, tariffListSchema, tariffResponseSchema } from '@shared/contracts/admin/freight'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { staffActor } from '@server/modules/audit'
import { addTariff, listTariffs } from './tariffs'

const tags = ['admin']

/** Staff scope (under /api/admin): the freight tariffs boxes are priced by. */
export async function logisticsStaffRoutes(app: App) {
  app.get(
    '/freight-tariffs',
    {
      // Warehouse staff see what a weighing will charge; only finance sets prices.
      config: staffOnly('finance', 'warehouse'),
      schema: {
        tags,
        summary: 'Freight tariffs per shipment method and Vietnamese warehouse (đ per kg and per m³), newest effective first',
        response: { 200: tariffListSchema },
      },
    },
    async (request) => ({ data: await listTariffs(app.db, app.clock.now(), request.locale) }),
  )

  app.post(
    '/freight-tariffs',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Add a tariff row in force from a day (today by default; rows are never edited); audited',
        body: tariffBodySchema,
        response: { 201: tariffResponseSchema, ...errorResponses(422) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await writeAndAnswer(
            request,
            app.db,
            async (tx) => ({ data: await addTariff(tx, staffActor(request), request.body, app.clock.now(), request.locale) }),
            201,
          ),
        ),
  )
}
