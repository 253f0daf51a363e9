import type { RouteOptions } from 'fastify'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { forbidden } from './app-error'
import { requireIdentity } from './authentication'
import type { App } from './types'

export type Scope = 'public' | 'customer' | 'staff'

/** Where each scope's routes live and what it adds to them. */
export const SCOPES: Record<Scope, { prefix: string; enter: (scope: App) => void }> = {
  public: { prefix: '', enter: () => {} },
  customer: { prefix: '', enter: customerScope },
  staff: { prefix: '/api/admin', enter: staffScope },
}

/**
 * Route scopes: a route joins one by the scope its module's manifest lists its plugin under
 * (its `routes`, gathered by the module list, modules/registry.ts), never by
 * repeating the check. Public routes need nothing; these two add the check (before the body is
 * read, so a visitor learns they must sign in, not what to fix), the bearer security of the OpenAPI
 * document and the error answers every route of the scope may give.
 */
function customerScope(scope: App) {
  declareScope(scope, [400, 401])
  scope.addHook('onRequest', async (request) => void requireIdentity(request))
}

/** Staff: a signed-in identity carrying the Firebase custom claim `staff: true` (else 403). */
function staffScope(scope: App) {
  declareScope(scope, [400, 401, 403])
  scope.addHook('onRequest', async (request) => {
    if (!requireIdentity(request).staff) throw forbidden()
  })
}

/** The error answers a route may give beyond those of its scope, in the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]))
}

function declareScope(scope: App, statuses: number[]) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema ?? {}
    route.schema = {
      ...schema,
      security: [{ bearer: [] }],
      response: { ...errorResponses(...statuses), ...(schema.response as object | undefined) },
    }
  })
}
