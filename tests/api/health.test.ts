import { expect, it } from 'vitest'
import type { IdentityVerifier } from '@server/identity/verifier'
import { buildTestApp, describeEachDriver } from './support/test-app'

/** /api/health reports each dependency; the database being down (503) is tried in database-outage.test.ts. */
describeEachDriver(
  'health',
  (context) => {
    it('reports each dependency up: database (with its driver), identity provider and job queue', async () => {
      const { app, driver } = context()
      const response = await app.inject({ url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['retry-after']).toBeUndefined()
      const body = response.json()
      expect(body).toMatchObject({
        status: 'ok',
        dependencies: {
          database: { state: 'up', driver },
          identity: { state: 'up', provider: 'emulator' },
          jobs: { state: 'up', workers: 'in-process' },
        },
      })
      expect(body.dependencies.database.latency_ms).toBeGreaterThanOrEqual(0)
      expect(Number.isNaN(Date.parse(body.time))).toBe(false)
    })

    it('is degraded, still 200, when the identity provider does not answer and there is no job queue', async () => {
      // An Auth emulator address where nothing listens; the stand-in verifier keeps the real one's process-wide setting untouched.
      const unusedVerifier: IdentityVerifier = {
        verify: async () => {
          throw new Error('not used')
        },
        close: async () => {},
      }
      const { app, close } = await buildTestApp(context().database, {
        env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' },
        overrides: { identity: unusedVerifier },
      })
      try {
        const response = await app.inject({ url: '/api/health' })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toMatchObject({
          status: 'degraded',
          dependencies: { database: { state: 'up' }, identity: { state: 'down', provider: 'emulator' }, jobs: { state: 'off' } },
        })
      } finally {
        await close()
      }
    })

    it('answers 503 with Retry-After, not 401, when the identity provider cannot be asked about a token', async () => {
      // What firebase-admin throws when the Auth emulator or Google's keys cannot be reached.
      const unreachableProvider: IdentityVerifier = {
        verify: async () => {
          throw Object.assign(new Error('Error while making request: connect ECONNREFUSED 127.0.0.1:9099.'), { code: 'app/network-error' })
        },
        close: async () => {},
      }
      const { app, close } = await buildTestApp(context().database, { overrides: { identity: unreachableProvider } })
      try {
        const response = await app.inject({ url: '/api/users/me', headers: { authorization: 'Bearer a-token', 'accept-language': 'ja' } })
        expect(response.statusCode).toBe(503)
        expect(response.headers['retry-after']).toBe('5')
        expect(response.json()).toEqual({
          code: 'serviceUnavailable',
          message: 'ただいま一時的にご利用いただけません。しばらくしてから再度お試しください。',
        })
      } finally {
        await close()
      }
    })
  },
  { demoData: true },
)
