import { adminCustomerListContract, adminCustomerListSchema } from '@shared/contracts/admin/ledger'
import { listQuerySchema } from '@server/http/list-query'
import { staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { listCustomersForStaff } from './service'

/** Staff scope: finding a customer (by id, e-mail, name or phone). */
export async function customerStaffRoutes(app: App) {
  app.get(
    '/customers',
    {
      config: staffOnly('finance', 'support', 'auctions'),
      schema: {
        tags: ['admin'],
        summary: 'Customers, newest first: filter[search] (id, or part of the e-mail, name or phone), page',
        querystring: listQuerySchema(adminCustomerListContract),
        response: { 200: adminCustomerListSchema },
      },
    },
    async (request) =>
      listCustomersForStaff(app.db, { search: request.query.filter.search, page: request.query.page, perPage: request.query.perPage }),
  )
}
