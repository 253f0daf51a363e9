import {
  type PermissionScope,
  permissionCheckQuerySchema,
  permissionCheckResponseSchema,
  permissionRequestBodySchema,
  permissionRequestResponseSchema,
  pendingPermissionQuerySchema,
  pendingPermissionResponseSchema,
} from '@shared/auctions'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { translate } from '@server/i18n/messages'
import { hasPermission, pendingRequest, presentRequest, requestPermission, scopeOfSupplier } from './permissions'
import { bidsBudget, callerNamed, tags } from './route-support'

/** Customer scope: may the caller bid (per venue), and a request for the permission. */
export async function permissionRoutes(app: App) {
  const permissionCheck = (path: string, scope: PermissionScope) =>
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `May the caller bid (${scope})`,
          querystring: permissionCheckQuerySchema,
          response: { 200: permissionCheckResponseSchema, ...errorResponses(403) },
        },
      },
      async (request) => hasPermission(app.db, (await callerNamed(request, request.query.user_id)).id, scope),
    )
  permissionCheck('/catalog/auction/check-user-permission', 'auction')
  permissionCheck('/catalog/ecoring/check-ecoring-user-permission', 'ecoring')

  app.get(
    '/catalog/request-permission/pending',
    {
      schema: {
        tags,
        summary: 'The caller’s permission request still waiting for staff (null: none)',
        querystring: pendingPermissionQuerySchema,
        response: { 200: pendingPermissionResponseSchema },
      },
    },
    async (request) => {
      const user = await callerNamed(request, undefined)
      const scope = scopeOfSupplier(request.query.supplier_name)
      const row = await pendingRequest(app.db, user.id, scope)
      return { data: row ? presentRequest(row) : null }
    },
  )

  app.post(
    '/catalog/request-permission/create',
    {
      config: bidsBudget,
      schema: {
        tags,
        summary: 'Ask staff for a bidding permission',
        body: permissionRequestBodySchema,
        response: { 200: permissionRequestResponseSchema, ...errorResponses(403, 409, 422) },
      },
    },
    async (request) => {
      const user = await callerNamed(request, request.body.user_id)
      const scope = scopeOfSupplier(request.body.supplier_name)
      const row = await requestPermission(app.db, {
        customerId: user.id,
        scope,
        tel: request.body.tel,
        slug: request.body.slug ?? user.email,
        now: app.clock.now(),
      })
      return { data: presentRequest(row), message: translate(request.locale, 'permissionRequested') }
    },
  )
}
