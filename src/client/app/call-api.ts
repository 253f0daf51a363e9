import type { BodyOf, PathParams, ResponseOf } from '@shared/contracts/endpoint'
import { endpointPath } from '@shared/contracts/endpoint'
import type { Endpoints } from '@shared/contracts/endpoints'
import type { ListContract } from '@shared/http/list-contract'
import type { z } from 'zod'
import { type ApiRequestOptions, apiRequest } from './api-client'
import { catalogUrl } from './catalog-url'

export type ApiEndpoint = keyof Endpoints

/**
 * A plain query as its zod schema types it; a list endpoint's query as the string `toQueryString`
 * builds from its list contract (which types its filters, includes and sorts).
 */
type QueryInput<C> = C extends { query: infer Q }
  ? Q extends z.ZodType
    ? z.input<Q> | string
    : Q extends ListContract
      ? string
      : never
  : never

type Present<T, Name extends string> = [T] extends [never] ? { [K in Name]?: undefined } : { [K in Name]: T }

/**
 * The body its contract types; a write whose contract names no JSON body may send a multipart form
 * (FormData: a file upload, validated by the route itself).
 */
type BodyInput<K extends ApiEndpoint> = [BodyOf<Endpoints[K]>] extends [never]
  ? K extends `GET ${string}`
    ? { body?: undefined }
    : { body?: FormData }
  : { body: BodyOf<Endpoints[K]> }

export type CallOptions<K extends ApiEndpoint> = Omit<ApiRequestOptions, 'method' | 'body' | 'query'> &
  Present<PathParams<K>, 'params'> &
  BodyInput<K> & { query?: QueryInput<Endpoints[K]> }

type Required<K extends ApiEndpoint> = [PathParams<K> | BodyOf<Endpoints[K]>] extends [never] ? false : true

/**
 * The one typed way the PWA calls its API: the endpoint's key ("METHOD /path/:param", as the server's
 * route table names it) types its parameters, body and answer from the shared contracts. Paths under
 * /catalog go to the catalogue API's base (client configuration).
 */
export async function callApi<K extends ApiEndpoint>(
  key: K,
  ...[options]: Required<K> extends true ? [CallOptions<K>] : [CallOptions<K>?]
): Promise<ResponseOf<Endpoints[K]>> {
  const { params, body, query, ...rest } = (options ?? {}) as CallOptions<K> & {
    params?: Record<string, string | number>
    body?: unknown
    query?: unknown
  }
  const method = key.slice(0, key.indexOf(' ')) as ApiRequestOptions['method']
  const path = endpointPath(key, params)
  const url = path.startsWith('/catalog/') ? await catalogUrl(path.slice('/catalog'.length)) : path
  return apiRequest<ResponseOf<Endpoints[K]>>(url, { ...rest, method, body, query: query as ApiRequestOptions['query'] })
}
