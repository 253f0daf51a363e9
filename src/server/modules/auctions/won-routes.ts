import { wonLotResponseSchema } from '@shared/auctions/won-lot'
import { idParamsSchema } from '@shared/contracts/fields'
import { AppError } from '@server/http/app-error'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import type { OrderMoney } from '@server/modules/orders'
import { currentUser } from '@server/modules/users'
import { tags } from './route-support'
import { readWonLot } from './won-lots'

/** Customer scope: what happens next with a lot I won (won-lots.ts); the order's money through the orders' own read. */
export async function wonLotRoutes(app: App, { orderMoney }: { orderMoney: OrderMoney }) {
  app.get(
    '/api/auction/won/:id',
    {
      schema: {
        tags,
        summary:
          'What happens next with a lot I won, by its order id: the lot, pay by when, the steps, what is owed now; 404 for anyone else’s',
        params: idParamsSchema,
        response: { 200: wonLotResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const won = await readWonLot(app.db, await currentUser(request), request.params.id, request.locale, orderMoney)
      if (!won) throw new AppError(404, 'orderNotFound')
      return { data: won }
    },
  )
}
