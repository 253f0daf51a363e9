import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IdentityVerifier, VerifiedIdentity } from '@server/identity/verifier'
import { unauthenticated } from './app-error'

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity | null
  }
}

const BEARER = /^Bearer\s+(\S+)$/i

/**
 * Any request carrying an identity token has it verified, on every route:
 * a forged, expired or unknown token is a 401, never a 500 and never silently ignored.
 */
export function registerAuthentication(app: FastifyInstance, verifier: IdentityVerifier) {
  app.decorateRequest('identity', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (!header) return
    const token = BEARER.exec(header)?.[1]
    if (!token) throw unauthenticated()
    try {
      request.identity = await verifier.verify(token)
    } catch (error) {
      request.log.info({ reason: (error as { code?: string }).code ?? String(error) }, 'identity token refused')
      throw unauthenticated()
    }
  })
}

export function requireIdentity(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw unauthenticated()
  return request.identity
}
