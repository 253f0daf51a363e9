import { z } from 'zod'
import type { RegisteredRoute } from '@server/http/route-catalog'
import { encodeInvitationCode } from '@shared/account/invitation-code'

/**
 * The six classes of hostile input a probe of the API found answered with a 500, as requests for
 * any route: integers beyond int4 (also hidden in codes and addresses the server decodes), bad
 * filter_between bounds, U+0000, lone UTF-16 surrogates, malformed multipart bodies, and
 * prototype names as filter, include, append and sort names. Everything is derived from the
 * route's method, path and schema, so a new route is probed without editing the test.
 */
export type Probe = {
  label: string
  method: string
  url: string
  payload?: string | Buffer
  headers?: Record<string, string>
}

const HUGE = '99999999999'
/** Integers PostgreSQL's int4 cannot hold, as text: plain, signed, exponent, and inside a decoded invitation code. */
const HUGE_TEXTS = [HUGE, `-${HUGE}`, '2147483648', '1e308', encodeInvitationCode(Number(HUGE))]
const HUGE_NUMBERS = [Number(HUGE), -Number(HUGE), 2_147_483_648, 1e308, 1.5]
/** Strings no PostgreSQL text or jsonb column stores. */
const UNSTORABLE_TEXTS = ['a\u0000b', '\ud800', 'x\udc00', '\u0000']
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']

const QUERY_NUL = 'a%00b'
/** A lone surrogate has no UTF-8 form: its CESU-8 bytes, and the raw character. */
const QUERY_SURROGATES = ['%ED%A0%80', '\ud800']

const PARAM_VALUES = [HUGE, `-${HUGE}`, '2147483648', '1e3', '1.5', '-1', '%00', 'a%00b', ...QUERY_SURROGATES, ...PROTOTYPE_NAMES]

const FILTER_VALUES = [HUGE, `1,${HUGE}`, `-${HUGE}`, '1e308', '1.5', QUERY_NUL, ...QUERY_SURROGATES, 'x'.repeat(1000)]
const BETWEEN_VALUES = ['0.5,1', '1e300,1e301', `-${HUGE},${HUGE}`, `${HUGE},${HUGE}`, 'a,b', '1', '2,1', `${QUERY_NUL},1`, ',', '1,2,3']

/** Query parameters every route is sent: prototype names and huge pages, whether or not it lists anything. */
const GENERIC_QUERIES = [
  ...PROTOTYPE_NAMES.slice(0, 2).flatMap((name) => [
    `filter[${name}]=1`,
    `filter_between[${name}]=1,2`,
    `include=${name}`,
    `append=${name}`,
    `sort=${name}`,
    `sort=-${name}`,
    `${name}=1`,
  ]),
  `page=${HUGE}`,
  `per_page=${HUGE}`,
  'page=1e3',
  `page=${QUERY_NUL}`,
  `filter[x]=${QUERY_NUL}`,
  `include=${QUERY_NUL}`,
  `sort=${QUERY_SURROGATES[0]}`,
]

export type ProbeContext = { userId: number | null }

/** Prototype names where a list contract's names go. */
export function prototypeNameProbes(route: RegisteredRoute, context: ProbeContext): Probe[] {
  const path = fillPath(route.url, context)
  return PROTOTYPE_NAMES.flatMap((name) =>
    [`filter[${name}]=1`, `filter_between[${name}]=1,2`, `include=${name}`, `append=${name}`, `sort=${name}`, `${name}=1`].map((query) => ({
      label: `query ${query}`,
      method: 'GET',
      url: `${path}?${query}`,
    })),
  )
}

export function probesFor(route: RegisteredRoute, context: ProbeContext): Probe[] {
  return [...paramProbes(route, context), ...queryProbes(route, context), ...bodyProbes(route, context)]
}

/** One probe of each kind (path, query, body, multipart): enough where a signed-out caller meets a 401 first. */
export function sampleOfEachKind(probes: Probe[]): Probe[] {
  const kinds = new Map<string, Probe>()
  for (const probe of probes) {
    const kind = probe.label.split(' ')[0]
    if (!kinds.has(kind)) kinds.set(kind, probe)
  }
  return [...kinds.values()]
}

// ── Path parameters ─────────────────────────────────────────────────────────────────────
/** The path with every parameter filled: the caller's own id for a user id, else 1; `hostile` in one of them. */
function fillPath(url: string, context: ProbeContext, hostile?: { name: string; value: string }): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (hostile?.name === name) return hostile.value
    return name === 'userId' && context.userId !== null ? String(context.userId) : '1'
  })
}

function paramProbes(route: RegisteredRoute, context: ProbeContext): Probe[] {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1])
  return names.flatMap((name) =>
    PARAM_VALUES.map((value) => ({
      label: `path :${name}=${value}`,
      method: route.method,
      url: fillPath(route.url, context, { name, value }),
      ...jsonPayload(route, sampleBody(route)),
    })),
  )
}

// ── Query strings ───────────────────────────────────────────────────────────────────────
function queryProbes(route: RegisteredRoute, context: ProbeContext): Probe[] {
  const path = fillPath(route.url, context)
  const names = Object.keys(jsonSchemaOf(route.schema?.querystring)?.properties ?? {})
  const queries = [
    ...GENERIC_QUERIES,
    ...names.flatMap((name) => {
      const values = name.startsWith('filter_between[') ? BETWEEN_VALUES : FILTER_VALUES
      return values.map((value) => `${name}=${value}`)
    }),
  ]
  return queries.map((query) => ({
    label: `query ${query}`,
    method: route.method,
    url: `${path}?${query}`,
    ...jsonPayload(route, sampleBody(route)),
  }))
}

// ── JSON bodies ─────────────────────────────────────────────────────────────────────────
type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  default?: unknown
  examples?: unknown[]
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

const takesBody = (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
const isMultipart = (route: RegisteredRoute) => ((route.schema?.consumes as string[] | undefined) ?? []).includes('multipart/form-data')

/** A body of the route's shape: its example when the contract gives one, else a value of each declared type. */
function sampleBody(route: RegisteredRoute): unknown {
  const schema = jsonSchemaOf(route.schema?.body)
  return schema ? sample(schema) : undefined
}

function sample(schema: JsonSchema): unknown {
  if (schema.examples?.length) return schema.examples[0]
  if ('const' in schema) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  const variant = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null')
  if (variant) return sample(variant)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]))
    case 'array':
      return schema.items ? [sample(schema.items)] : []
    case 'string':
      return 'a'
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    default:
      return null
  }
}

/** JSON.stringify writes a lone surrogate as the escape "\ud800": the raw JSON text a hostile client sends. */
function jsonPayload(route: RegisteredRoute, body: unknown): Pick<Probe, 'payload' | 'headers'> {
  if (!takesBody(route) || isMultipart(route)) return {}
  return { payload: JSON.stringify(body ?? {}), headers: { 'content-type': 'application/json' } }
}

type Path = (string | number)[]

/** Every leaf of a JSON value with its path. */
function leaves(value: unknown, path: Path = []): { path: Path; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]))
  return [{ path, value }]
}

function replaced(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  copy[head] = replaced(copy[head], rest, leaf)
  return copy
}

function hostileLeaves(value: unknown): unknown[] {
  if (typeof value === 'number') return [...HUGE_NUMBERS, ...HUGE_TEXTS.slice(0, 1), UNSTORABLE_TEXTS[0]]
  if (typeof value === 'string') {
    // An address or code with numbers in it: the same text with a huge number in their place.
    const withHugeDigits = /\d/.test(value) ? [value.replace(/\d+/g, HUGE)] : []
    return [...UNSTORABLE_TEXTS, ...HUGE_TEXTS, ...withHugeDigits, `${value}\u0000`]
  }
  return [UNSTORABLE_TEXTS[0], Number(HUGE)]
}

function bodyProbes(route: RegisteredRoute, context: ProbeContext): Probe[] {
  if (!takesBody(route)) return []
  const url = fillPath(route.url, context)
  const multipart = multipartProbes(route, url)
  if (isMultipart(route)) return multipart
  const body = sampleBody(route) ?? {}
  const variants: { label: string; body: unknown }[] = [
    ...leaves(body).flatMap(({ path, value }) =>
      hostileLeaves(value).map((leaf) => ({
        label: `body ${path.join('.') || '(root)'}=${JSON.stringify(leaf)}`,
        body: replaced(body, path, leaf),
      })),
    ),
    ...UNSTORABLE_TEXTS.map((text) => ({ label: `body ${JSON.stringify(text)}`, body: text })),
    { label: 'body huge number', body: Number(HUGE) },
    { label: 'body extra prototype key', body: { ...(body as object), constructor: { prototype: 1 } } },
  ]
  return [
    ...variants.map(({ label, body: payload }) => ({
      label,
      method: route.method,
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    })),
    {
      label: 'body {"__proto__":…}',
      method: route.method,
      url,
      payload: '{"__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    },
    // A JSON route sent a (malformed) multipart body.
    ...multipart.slice(0, 2),
  ]
}

// ── Multipart bodies ────────────────────────────────────────────────────────────────────
const BOUNDARY = 'probe-boundary'
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const MALFORMED_MULTIPART: { label: string; payload: string; contentType?: string }[] = [
  { label: 'multipart without boundary', payload: 'x', contentType: 'multipart/form-data' },
  { label: 'multipart without any boundary line', payload: 'no parts here' },
  { label: 'multipart cut off', payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n1` },
  { label: 'multipart part without headers', payload: `--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n` },
  { label: 'multipart garbage header', payload: `--${BOUNDARY}\r\nGarbage\r\n\r\nv\r\n--${BOUNDARY}--\r\n` },
  { label: 'multipart __proto__ field', payload: `${field('__proto__', '1')}--${BOUNDARY}--\r\n` },
  { label: 'multipart empty', payload: '' },
  { label: 'multipart boundary too long', payload: 'x', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` },
  {
    label: 'multipart cut in a file',
    payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="a.png"\r\n\r\n\u0089PNG`,
  },
]

/** Text fields a multipart route asks for: its field errors to an empty form name them (test-time discovery). */
export const MULTIPART_DISCOVERY: Omit<Probe, 'method' | 'url'> = {
  label: 'multipart empty form',
  payload: `--${BOUNDARY}--\r\n`,
  headers: multipartHeaders,
}

const discoveredFields = new Map<string, string[]>()
export function rememberMultipartFields(route: RegisteredRoute, fields: string[]) {
  discoveredFields.set(`${route.method} ${route.url}`, fields)
}

function multipartProbes(route: RegisteredRoute, url: string): Probe[] {
  const malformed = MALFORMED_MULTIPART.map(({ label, payload, contentType }) => ({
    label,
    method: route.method,
    url,
    payload,
    headers: { 'content-type': contentType ?? multipartHeaders['content-type'] },
  }))
  if (!isMultipart(route)) return malformed
  const fields = discoveredFields.get(`${route.method} ${route.url}`) ?? []
  const file = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
  const wellFormed = fields.flatMap((name) =>
    [...UNSTORABLE_TEXTS, ...HUGE_TEXTS, '-1', '1.5', ''].map((value) => ({
      label: `multipart ${name}=${JSON.stringify(value)}`,
      method: route.method,
      url,
      payload: Buffer.concat([Buffer.from(fields.map((other) => field(other, other === name ? value : '1')).join('')), file]),
      headers: multipartHeaders,
    })),
  )
  return [...malformed, ...wellFormed]
}
