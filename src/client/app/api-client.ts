import type { ApiError } from '@shared/contracts/api-error'
import { DEFAULT_ORGANIZATION, HEADER_AUTHORIZATION, HEADER_LANGUAGE, HEADER_ORGANIZATION } from '@shared/http/headers'
import { currentLocale } from './i18n'

export type QueryParams = Record<string, string | number | boolean | null | undefined>

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: QueryParams | string
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown
  signal?: AbortSignal
  /**
   * Whether to wait until the sign-in state is known before sending (default true), so calls
   * that need the identity token never go out without it. Public catalogue reads pass false
   * and only carry a token that is already at hand.
   */
  waitForAuth?: boolean
  /** Extra request headers (e.g. Idempotency-Key); the spec's own headers are always set. */
  headers?: Record<string, string>
}

/** A failed API call: the HTTP status (0 when the network failed) and the server's error body. */
export class ApiRequestError extends Error {
  readonly status: number
  readonly body: ApiError | null

  constructor(status: number, body: ApiError | null, fallbackMessage: string) {
    super(body?.message ?? fallbackMessage)
    this.name = 'ApiRequestError'
    this.status = status
    this.body = body
  }

  get code(): string | undefined {
    return this.body?.code
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError
}

/** How requests reach the API: fetch in the browser; the server's own router when it renders a first screen. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>
let transport: ApiTransport = (url, init) => fetch(url, init)

export function setApiTransport(next: ApiTransport) {
  transport = next
}

type TokenSource = (options: { wait: boolean }) => Promise<string | null>
let tokenSource: TokenSource = async () => null

/** The auth feature plugs in how to obtain the Firebase ID token (the client stays auth-agnostic). */
export function setIdTokenSource(source: TokenSource) {
  tokenSource = source
}

function buildUrl(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path
  const text = typeof query === 'string' ? query : toSearchParams(query).toString()
  if (!text) return path
  return `${path}${path.includes('?') ? '&' : '?'}${text}`
}

function toSearchParams(query: QueryParams): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  }
  return params
}

async function buildHeaders(options: ApiRequestOptions): Promise<Headers> {
  const headers = new Headers({
    Accept: 'application/json',
    [HEADER_LANGUAGE]: currentLocale(),
    [HEADER_ORGANIZATION]: DEFAULT_ORGANIZATION,
  })
  const token = await tokenSource({ wait: options.waitForAuth ?? true })
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  if (token) headers.set(HEADER_AUTHORIZATION, `Bearer ${token}`)
  if (options.body !== undefined && !(options.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json')
  }
  return headers
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined
  return body instanceof FormData ? body : JSON.stringify(body)
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

function asApiError(value: unknown): ApiError | null {
  if (value && typeof value === 'object' && typeof (value as ApiError).message === 'string') {
    return value as ApiError
  }
  return null
}

/** The one way the PWA talks to its API: adds the spec's headers, parses JSON, throws ApiRequestError. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query)
  let response: Response
  try {
    response = await transport(url, {
      method: options.method ?? 'GET',
      headers: await buildHeaders(options),
      body: encodeBody(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new ApiRequestError(0, null, error instanceof Error ? error.message : 'Network error')
  }
  const payload = await readJson(response)
  if (!response.ok) throw new ApiRequestError(response.status, asApiError(payload), response.statusText)
  return payload as T
}

/** A file the API serves only with the identity token (a support attachment for staff), as a Blob. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await transport(path, { headers: await buildHeaders({}), signal }).catch((error: unknown) => {
    throw new ApiRequestError(0, null, error instanceof Error ? error.message : 'Network error')
  })
  if (!response.ok) throw new ApiRequestError(response.status, asApiError(await readJson(response)), response.statusText)
  return response.blob()
}

/** Client errors (4xx) will not succeed on retry; network and server errors may. */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (isApiRequestError(error) && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}
