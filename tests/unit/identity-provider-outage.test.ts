import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerAuthentication } from '@server/http/authentication'

/** The status a request with a token gets when the verifier fails with this firebase-admin code. */
async function statusWhenVerifierFails(code: string): Promise<number> {
  const app = Fastify()
  registerAuthentication(app, {
    verify: async () => {
      throw Object.assign(new Error(code), { code })
    },
    close: async () => {},
  })
  app.get('/', async () => 'ok')
  const response = await app.inject({ url: '/', headers: { authorization: 'Bearer some-token' } })
  await app.close()
  return response.statusCode
}

describe('a token the identity provider could not check', () => {
  it.each(['app/network-error', 'app/network-timeout', 'auth/internal-error'])(
    'is a 503 to try again, not a 401 that signs the customer out (%s)',
    async (code) => expect(await statusWhenVerifierFails(code)).toBe(503),
  )

  it.each(['auth/id-token-expired', 'auth/id-token-revoked', 'auth/user-disabled', 'auth/argument-error'])(
    'is a 401 when the provider refused the token itself (%s)',
    async (code) => expect(await statusWhenVerifierFails(code)).toBe(401),
  )
})
