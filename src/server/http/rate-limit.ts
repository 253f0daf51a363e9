import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { apiErrorSchema } from '@shared/contracts/api-error'
import type { Locale } from '@shared/i18n/locales'
import type { Config, RateLimit } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { AppError } from './app-error'
import { databaseRateLimitStore } from './rate-limit-store'
import type { App } from './types'

/**
 * Named budgets of requests that cost something (a stored row, work for staff, a paid
 * translation), each read from its configuration variable. A route spends one by declaring it:
 * `config: { rateLimitPolicy: 'reviews' }`; routes that declare none are not limited.
 */
export const RATE_LIMIT_POLICIES = {
  reviews: 'RATE_LIMIT_REVIEWS',
  supportTickets: 'RATE_LIMIT_SUPPORT_TICKETS',
  supportAttachments: 'RATE_LIMIT_SUPPORT_ATTACHMENTS',
  orders: 'RATE_LIMIT_ORDERS',
  invitations: 'RATE_LIMIT_INVITATIONS',
  addressWrites: 'RATE_LIMIT_ADDRESS_WRITES',
  translate: 'RATE_LIMIT_TRANSLATE',
  pushSubscriptions: 'RATE_LIMIT_PUSH_SUBSCRIPTIONS',
  bids: 'RATE_LIMIT_BIDS',
} as const satisfies Record<string, keyof Config>

export type RateLimitPolicy = keyof typeof RATE_LIMIT_POLICIES

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The budget this route's requests spend (src/server/http/rate-limit.ts). */
    rateLimitPolicy?: RateLimitPolicy
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/**
 * Each policy's budget is counted twice: per caller (the signed-in customer's uid, else the IP
 * address) and per IP address for all its callers together (RATE_LIMIT_IP_SHARE budgets, for
 * customers behind one NAT or a carrier's CGNAT). Over either, the answer is a 429 with Retry-After.
 * The check runs after the route's validation, so only requests the route would serve are counted,
 * and only what the caller's own budget allows spends the address's: one abusive account cannot use
 * up its neighbours' share. Counters live in PostgreSQL when the database is (shared by every server
 * process), in this process's memory on PGlite (one process holds its data directory).
 */
export async function registerRateLimits(app: App, config: Config, database: Pick<DatabaseHandle, 'db' | 'driver'>) {
  const shared = database.driver === 'postgres'
  // A database that cannot count cannot write either: the write answers its own 503, so the limiter lets it through.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared ? { store: databaseRateLimitStore(database.db), skipOnError: true } : {}),
  })
  const guards = new Map<RateLimitPolicy, Guard>()
  for (const [policy, variable] of Object.entries(RATE_LIMIT_POLICIES) as [RateLimitPolicy, keyof Config][]) {
    const limit = config[variable] as RateLimit
    if (limit) guards.set(policy, budgetGuard(app, policy, limit, config.RATE_LIMIT_IP_SHARE))
  }
  app.addHook('onRoute', (route: RouteOptions) => {
    const policy = route.config?.rateLimitPolicy
    if (!policy) return
    route.schema = { ...route.schema, response: { 429: apiErrorSchema, ...(route.schema?.response as object | undefined) } }
    const guard = guards.get(policy)
    if (guard) route.preHandler = [route.preHandler ?? []].flat().concat(guard)
  })
}

function budgetGuard(app: App, policy: RateLimitPolicy, { max, windowMs }: { max: number; windowMs: number }, ipShare: number): Guard {
  // One after the other: a request the caller's budget refuses never reaches the address's.
  const limiters = [
    app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: (request) => `${policy}:${callerKey(request)}` }),
    app.createRateLimit({ max: max * ipShare, timeWindow: windowMs, keyGenerator: (request) => `${policy}:address:${addressOf(request)}` }),
  ]
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request)
      if (result.isAllowed || !result.isExceeded) continue
      const seconds = Math.max(1, result.ttlInSeconds)
      reply.header('retry-after', String(seconds))
      throw new AppError(429, 'rateLimited', { wait: formatWait(request.locale, seconds) })
    }
  }
}

/** The IP address, IPv6 by its /64 (as the plugin does). */
const addressOf = (request: FastifyRequest) => normalizeIP(request.ip)

/** The signed-in customer, else the IP address. */
function callerKey(request: FastifyRequest): string {
  return request.identity ? `customer:${request.identity.uid}` : `ip:${addressOf(request)}`
}

/** "45 giây", "3 minutes", "2 分": seconds under a minute, else whole minutes rounded up. */
export function formatWait(locale: Locale, seconds: number): string {
  const [unit, count] = seconds < 60 ? (['second', seconds] as const) : (['minute', Math.ceil(seconds / 60)] as const)
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count)
}
