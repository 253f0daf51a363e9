import { vi } from 'vitest'
import type { z } from 'zod'
import type { ApiError } from '@shared/contracts/api-error'
import { clientConfigSchema } from '@shared/contracts/client-config'
import { exchangeRateResponseSchema } from '@shared/contracts/exchange-rate'

/** One request the screen sent, as the server would have read it. */
export type SentRequest = {
  method: string
  /** The path without the query string, e.g. /catalog/auction/bid. */
  path: string
  query: URLSearchParams
  headers: Headers
  /** The JSON body, parsed; undefined without one. */
  body: unknown
}

/** What a route answers: a JSON body with a status (200 unless told), or never (the request stays pending). */
export type FakeAnswer = { status: number; body: unknown } | 'never'
type Responder = (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>
type Route = { method: string; path: string | RegExp; respond: Responder }

/** A JSON answer whose body is checked against the shared zod contract the server answers with. */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, status = 200): FakeAnswer {
  return { status, body: schema.parse(body) }
}

/** The server's error shape (src/shared/contracts/api-error.ts). */
export function refusal(status: number, error: ApiError): FakeAnswer {
  return { status, body: error }
}

/** The JPY → VND rate every screen reads (GET /api/amount-with-conditions). */
export const RATE = 180

/**
 * A stand-in for the API at the `fetch` level: the app's own api-client builds and sends every request,
 * the fake answers the routes a test declares and records what was sent. A request no route answers
 * is answered 501 and listed in `unexpected`, which each test's cleanup checks is empty.
 */
export class FakeApi {
  readonly requests: SentRequest[] = []
  readonly unexpected: string[] = []
  private readonly routes: Route[] = []

  constructor() {
    this.on('GET', '/api/client-config', () =>
      answer(clientConfigSchema, {
        firebase: { apiKey: 'test', authDomain: 'test.example', projectId: 'demo-test' },
        authEmulatorUrl: null,
        catalogBaseUrl: '/catalog',
        auctionDepositPercent: 20,
      }),
    )
    this.on('GET', '/api/amount-with-conditions', () =>
      answer(exchangeRateResponseSchema, { data: { from: 'JPY', to: 'VND', rate: RATE, effective_on: '2026-11-26' } }),
    )
  }

  /** Answers `method path` (the latest declaration of a route wins). */
  on(method: string, path: string | RegExp, respond: Responder): this {
    this.routes.unshift({ method, path, respond })
    return this
  }

  /** The requests sent to `method path` (path without the query string). */
  sent(method: string, path: string | RegExp): SentRequest[] {
    return this.requests.filter((request) => request.method === method && matches(path, request.path))
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    this.requests.push(request)
    const route = this.routes.find((entry) => entry.method === method && matches(entry.path, url.pathname))
    if (!route) {
      this.unexpected.push(`${method} ${url.pathname}${url.search}`)
      return json(501, { message: 'not faked', code: 'notFaked' })
    }
    const reply = await route.respond(request)
    if (reply === 'never') return new Promise<Response>(() => undefined)
    return json(reply.status, reply.body)
  }
}

const matches = (pattern: string | RegExp, path: string) => (typeof pattern === 'string' ? pattern === path : pattern.test(path))

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let current: FakeApi | undefined

/** Replaces the global fetch with a new FakeApi for the rest of the test. */
export function installFakeApi(): FakeApi {
  current = new FakeApi()
  vi.stubGlobal('fetch', current.fetch)
  return current
}

/** Takes the fake of the test that ends (setup.ts checks that it got no request it could not answer). */
export function takeFakeApi(): FakeApi | undefined {
  const api = current
  current = undefined
  return api
}
