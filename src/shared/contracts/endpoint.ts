import type { z } from 'zod'
import type { ListContract } from '@shared/http/list-contract'

/**
 * One endpoint's contract: the shared zod schemas the server validates its path parameters, query,
 * body and answer with (a list endpoint's query: its list contract). The client reads only their types (`import type`), so the PWA's bundle
 * carries none of them.
 */
export type EndpointSchemas = { params?: z.ZodType; query?: z.ZodType | ListContract; body?: z.ZodType; response?: z.ZodType }

/** "METHOD /path/:param", as the server's route table names a route. */
export type EndpointKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`

/** Names the schemas of one endpoint (an identity: it keeps their precise types). */
export const endpoint = <const S extends EndpointSchemas>(schemas: S): S => schemas

type PathOf<K> = K extends `${string} ${infer Path}` ? Path : never
type ParamNames<P> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The path parameters of an endpoint key, by name (never when it has none). */
export type PathParams<K> = [ParamNames<PathOf<K>>] extends [never] ? never : Record<ParamNames<PathOf<K>>, string | number>
export type BodyOf<C> = C extends { body: infer B extends z.ZodType } ? z.input<B> : never
export type ResponseOf<C> = C extends { response: infer R extends z.ZodType } ? z.output<R> : unknown

/** The path a key names with its parameters filled in (each encoded). */
export function endpointPath(key: string, params: Record<string, string | number> = {}): string {
  const path = key.slice(key.indexOf(' ') + 1)
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${key}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}
