import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IdentityVerifier, VerifiedIdentity } from '@server/identity/verifier'
import { serviceUnavailable, unauthenticated } from './app-error'

declare module 'fastify' {
  interface FastifyRequest {
    identity: VerifiedIdentity | null
  }
}

const BEARER = /^Bearer\s+(\S+)$/i
/** A bank feed's key (`Authorization: Apikey …`): checked by the bank-feed scope (scopes.ts), never an identity. */
const API_KEY = /^Apikey\s/i
/**
 * firebase-admin's codes when the provider (the Auth emulator, Google's token keys, the account lookup of
 * checkRevoked) could not answer: no connection, no answer in time, or a failure on its side.
 */
const IDENTITY_PROVIDER_UNREACHABLE = new Set(['app/network-error', 'app/network-timeout', 'auth/internal-error'])

/**
 * Any request carrying an identity token has it verified, on every route:
 * a forged, expired or unknown token is a 401, never a 500 and never silently ignored.
 */
export function registerAuthentication(app: FastifyInstance, verifier: IdentityVerifier) {
  app.decorateRequest('identity', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization
    if (!header || API_KEY.test(header)) return
    const token = BEARER.exec(header)?.[1]
    if (!token) throw unauthenticated()
    try {
      request.identity = await verifier.verify(token)
    } catch (error) {
      const reason = (error as { code?: string }).code ?? String(error)
      // The token may be fine: the provider could not be asked. A 401 would send the customer to sign in again.
      if (IDENTITY_PROVIDER_UNREACHABLE.has(reason)) {
        request.log.warn({ reason }, 'the identity provider could not be reached to verify a token')
        throw serviceUnavailable()
      }
      request.log.info({ reason }, 'identity token refused')
      throw unauthenticated()
    }
  })
}

export function requireIdentity(request: FastifyRequest): VerifiedIdentity {
  if (!request.identity) throw unauthenticated()
  return request.identity
}
