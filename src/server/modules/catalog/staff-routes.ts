import {
  adminProductListContract,
  adminProductListSchema,
  adminProductResponseSchema,
  productUpdateBodySchema,
} from '@shared/contracts/admin/content'
import { idParamsSchema } from '@shared/contracts/fields'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { checkedAnswer } from '@server/http/write-answer'
import { staffActor } from '@server/modules/audit'
import { findProductForStaff, listProductsForStaff, updateProductForStaff } from './staff'

const tags = ['admin']
const errors = errorResponses(404, 422)

/** Staff scope: our own products' prices and sale states (the public caches follow at once). */
export async function catalogStaffRoutes(app: App) {
  app.get(
    '/products',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'Our own products: filter[search] (id, SKU or name), filter[shop_id], filter[sale_status], newest change first',
        querystring: listQuerySchema(adminProductListContract),
        response: { 200: adminProductListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listProductsForStaff(app.db, { search: filter.search, shopId: filter.shop_id, saleStatus: filter.sale_status, page, perPage })
    },
  )

  app.patch(
    '/products/:id',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'Change a product’s price, initial price or sale state (on_sale, sold_out, coming_soon); audited',
        params: idParamsSchema,
        body: productUpdateBodySchema,
        response: { 200: adminProductResponseSchema, ...errors },
      },
    },
    async (request) => {
      return updateProductForStaff(app.db, staffActor(request), request.params.id, request.body, app.clock.now(), async (tx) =>
        checkedAnswer(request, 200, { data: await findProductForStaff(tx, request.params.id) }),
      )
    },
  )
}
