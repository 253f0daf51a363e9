import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest, RouteOptions } from 'fastify'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { rolesAllow, type StaffRole } from '@shared/staff/roles'
import { AppError, forbidden, notFound } from './app-error'
import { requireIdentity } from './authentication'
import type { App } from './types'

export type Scope = 'public' | 'customer' | 'staff' | 'bankFeed'

/** Where each scope's routes live and what it adds to them. */
export const SCOPES: Record<Scope, { prefix: string; enter: (scope: App) => void }> = {
  public: { prefix: '', enter: () => {} },
  customer: { prefix: '', enter: customerScope },
  staff: { prefix: '/api/admin', enter: staffScope },
  bankFeed: { prefix: '/api/payments', enter: bankFeedScope },
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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which staff roles may call this staff route (the owner always may): declared with `config: staffOnly(…)`. */
    staffRoles?: readonly StaffRole[]
  }
}

/**
 * A staff route's declaration of the roles that may call it (the owner always may), in its options:
 * `app.get('/rates', { config: staffOnly('finance'), schema }, …)`. A staff route without one serves
 * the owner alone, and the route-table test (tests/api/staff-roles-matrix.test.ts) fails until it has one.
 */
export const staffOnly = (...roles: [StaffRole, ...StaffRole[]]) => ({ staffRoles: roles })

/**
 * Staff: a signed-in identity carrying the Firebase custom claim `staff: true` whose roles (the
 * account's, asked again every STAFF_RECHECK_SECONDS: identity/verifier.ts) include one the route
 * declares (else 403): the one place staff routes are guarded, before the body is read.
 */
function staffScope(scope: App) {
  declareScope(scope, [400, 401, 403])
  scope.addHook('onRequest', async (request) => {
    const identity = requireIdentity(request)
    if (!identity.staff) throw forbidden()
    if (!rolesAllow(identity.staffRoles, request.routeOptions.config.staffRoles ?? [])) throw new AppError(403, 'staffRoleMissing')
  })
}

/**
 * The bank feed (SePay's webhook): `Authorization: Apikey <BANK_WEBHOOK_API_KEY>`, compared in constant
 * time; anything else — no header, another key, a customer's or staff member's bearer token — is a 401.
 * Without a configured key the feed's routes do not exist for this deployment (404).
 */
function bankFeedScope(scope: App) {
  scope.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema ?? {}
    route.schema = {
      ...schema,
      security: [{ bankApiKey: [] }],
      response: { ...errorResponses(400, 401, 404), ...(schema.response as object | undefined) },
    }
  })
  scope.addHook('onRequest', async (request) => {
    const key = request.server.config.BANK_WEBHOOK_API_KEY
    if (!key) throw notFound()
    if (!apiKeyMatches(request, key)) throw new AppError(401, 'bankWebhookKeyInvalid')
  })
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** The request's `Apikey` equals the key, compared in constant time (both hashed to the same length first). */
function apiKeyMatches(request: FastifyRequest, key: string): boolean {
  const given = /^Apikey\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1]
  return given !== undefined && timingSafeEqual(digest(given), digest(key))
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
