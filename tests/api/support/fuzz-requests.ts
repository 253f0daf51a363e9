import fc from 'fast-check'
import { z } from 'zod'
import type { RegisteredRoute } from '@server/http/route-catalog'

/**
 * Generators of requests for any route, built from the route's own schemas in the route table
 * (path parameters, query string, JSON body; multipart forms for multipart routes), each value
 * valid, broken in one place, or hostile throughout: huge and unusual text, U+0000, lone
 * surrogates, SQL fragments, prototype keys, deep JSON, wrong types, huge, negative and
 * non-finite numbers. A new route is fuzzed without editing anything here.
 */
export type FuzzRequest = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer }

/**
 * Values that name rows that exist (the caller's own and the catalogue's), so generated requests
 * also reach the database: by field or parameter name (`address_id`, `tel`, `filter[order_id]` as
 * `order_id`), which the refinements of a contract may need and its JSON Schema cannot say; and
 * ids for any other integer.
 */
export type KnownRows = {
  byName: Readonly<Record<string, readonly (number | string)[]>>
  ids: readonly number[]
  /** Bodies that go all the way through a route's handler, by "METHOD /url" (e.g. an order of a product in stock to the caller's address). */
  bodies?: Readonly<Record<string, readonly unknown[]>>
}

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  description?: string
  examples?: unknown[]
}

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

// ── Hostile values ──────────────────────────────────────────────────────────────────────
const SQL_FRAGMENTS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '1) UNION SELECT firebase_uid FROM users --',
  "' AND pg_sleep(0) IS NULL --",
  "E'\\x00'",
  '%',
  '_',
  '\\',
  '$1',
  "'",
  '"',
  '*/ /*',
]
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']
const NUMERIC_TEXTS = [
  '99999999999',
  '-99999999999',
  '2147483648',
  '-2147483649',
  '1e308',
  '1e999',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  '0',
  '-1',
  '9'.repeat(400),
]
const ODD_TEXTS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udbff\udfff',
  '\u202e\u0000',
  '\ufeff',
  '\r\n\r\n',
  'e\u0301\u0301\u0301',
  '😀'.repeat(50),
  'ｱｲｳ𝔘𝔫𝔦',
  'Đặng Thị Ánh',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"a":1}',
  'null',
  'true',
]

/** Text far beyond any cap: past the field caps, the 1 MiB body limit, in 1- to 4-byte characters. */
const hugeText = fc
  .tuple(fc.constantFrom(257, 2_001, 5_001, 70_000, 1_100_000), fc.constantFrom('x', 'é', '😀', '\u0000', ' '))
  .map(([length, unit]) => unit.repeat(length))

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...PROTOTYPE_KEYS, ...NUMERIC_TEXTS, ...ODD_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
)

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(99_999_999_999, -99_999_999_999, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE),
  fc.constantFrom(Number.MIN_VALUE, -0, 0.5, -1, 0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.double(),
  fc.integer(),
)

const objectKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, '', 'a.b', '$where', 'id', 'user_id'), fc.string({ maxLength: 8 }))

/** Any JSON value, of any type, made of hostile parts (objects may carry prototype keys as own keys). */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(objectKey, tie('value')), { maxLength: 3 }).map((entries) => Object.fromEntries(entries)),
  ),
})).value

const RAW_MARK = '\u0001raw:'
/** JSON text; non-finite numbers are written as the raw tokens a hostile client sends (1e999 parses as Infinity, NaN is no JSON). */
function jsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'number' && !Number.isFinite(item) ? `${RAW_MARK}${Number.isNaN(item) ? 'NaN' : item > 0 ? '1e999' : '-1e999'}` : item,
  )
  return (text ?? 'null').replace(/"\\u0001raw:([^"]*)"/g, '$1')
}

/** Bodies no serialiser writes: broken, deep, duplicate keys, byte-order mark, empty. */
const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'nul', '{"a":1,}', "{'a':1}", '\ufeff{}', '[]', '"x"', '1', 'true'),
  fc.constantFrom('{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '{"a":1,"a":2,"__proto__":[]}'),
  fc.tuple(fc.constantFrom(100, 5_000, 200_000), fc.constantFrom('[', '{"a":')).map(([depth, open]) => open.repeat(depth)),
  fc.constantFrom(100, 5_000, 200_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(100, 5_000, 100_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
)

// ── Values a schema accepts ─────────────────────────────────────────────────────────────
const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type)
const INT4_MAX = 2_147_483_647

function integerOf(schema: JsonSchema, known: KnownRows): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -INT4_MAX - 2) + 1, Number.MIN_SAFE_INTEGER)
  const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
  const inBounds = known.ids.filter((id) => id >= min && id <= max)
  return fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    { weight: inBounds.length > 0 ? 4 : 0, arbitrary: fc.constantFrom(...(inBounds.length > 0 ? inBounds : [min])) },
  )
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 40
  const fitting = (text: string) => text.length >= (schema.minLength ?? 0) && text.length <= maxLength
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength: Math.min(maxLength, 40) }).filter(fitting)
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(maxLength, 40) }) },
    { weight: 1, arbitrary: fc.constantFrom('x'.repeat(maxLength), '😀'.repeat(Math.floor(maxLength / 2))) },
  )
}

/** Values a JSON schema accepts (a few at its bounds); known values where the field's name has some. */
function fromSchema(schema: JsonSchema, known: KnownRows, name = ''): fc.Arbitrary<unknown> {
  const named = known.byName[name] ?? []
  if (named.length === 0) return bySchema(schema, known, name)
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...named) }, { weight: 1, arbitrary: bySchema(schema, known, name) })
}

function bySchema(schema: JsonSchema, known: KnownRows, name: string): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, known, name)))
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {}
      const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromSchema(value, known, key)]))
      const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) })
      return schema.examples?.length ? fc.oneof(record, fc.constantFrom(...schema.examples)) : record
    }
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, known, name) : hostileJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'string':
      return stringOf(schema)
    case 'integer':
      return integerOf(schema, known)
    case 'number':
      return fc.oneof(integerOf(schema, known), fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }))
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    default:
      return hostileJson
  }
}

// ── One thing broken ────────────────────────────────────────────────────────────────────
type Path = (string | number)[]

function nodePaths(value: unknown, path: Path = []): Path[] {
  const children =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => nodePaths(item, [...path, Array.isArray(value) ? Number(key) : key]))
      : []
  return [path, ...children]
}

function withChange(value: unknown, path: Path, change: (node: unknown) => unknown): unknown {
  if (path.length === 0) return change(value)
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  copy[head] = withChange(copy[head], rest, change)
  return copy
}

type Mutation = 'replace' | 'drop' | 'add key'

function mutate(value: unknown, pick: number, how: Mutation, key: string, hostile: unknown): unknown {
  const paths = nodePaths(value)
  const path = paths[pick % paths.length]
  if (how === 'replace' || path.length === 0) return withChange(value, path, () => hostile)
  if (how === 'drop')
    return withChange(value, path.slice(0, -1), (parent) => {
      if (!parent || typeof parent !== 'object' || Array.isArray(parent)) return parent
      const { [String(path.at(-1))]: _dropped, ...rest } = parent as Record<string, unknown>
      return rest
    })
  return withChange(value, path, (node) =>
    node && typeof node === 'object' && !Array.isArray(node) ? Object.fromEntries([...Object.entries(node), [key, hostile]]) : node,
  )
}

/** A value of the schema with one node replaced by a hostile value, dropped, or given a hostile key. */
function brokenInOnePlace(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom<Mutation>('replace', 'replace', 'drop', 'add key'), objectKey, hostileJson)
    .map(([value, pick, how, key, hostile]) => mutate(value, pick, how, key, hostile))
}

/** Bodies a route accepts: from its schema, or one of the known bodies the handler goes all the way with. */
function validBodies(schema: JsonSchema | null, known: KnownRows, route: RegisteredRoute): fc.Arbitrary<unknown> {
  const examples = known.bodies?.[`${route.method} ${route.url}`] ?? []
  const generated = schema ? fromSchema(schema, known) : fc.constant({})
  return examples.length ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 2, arbitrary: fc.constantFrom(...examples) }) : generated
}

/** Hostile bodies: mostly a valid one broken in one place, else hostile throughout. */
function hostileBodies(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: brokenInOnePlace(valid) }, { weight: 1, arbitrary: hostileJson })
}

// ── URLs ────────────────────────────────────────────────────────────────────────────────
/** A lone surrogate has no UTF-8 form: its CESU-8 bytes, as a careless client encodes it. */
function cesu8(code: number): string {
  return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    .map((byte) => `%${byte.toString(16).toUpperCase()}`)
    .join('')
}

function encodePart(text: string): string {
  let encoded = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    encoded += code >= 0xd800 && code <= 0xdfff ? cesu8(code) : encodeURIComponent(char)
  }
  return encoded
}

/** Encoded, or (one in ten) sent as it is: raw %, &, = and non-ASCII, what a hand-made request sends. */
const asSent = (text: string, roll: number) => (roll === 0 ? text.replaceAll(/[\s?#/]/g, '') : encodePart(text))
const urlPart = (text: fc.Arbitrary<string>) => fc.tuple(text, fc.nat(9)).map(([value, roll]) => asSent(value, roll))

const shortHostileText = hostileText.filter((text) => text.length <= 2_000)

/** Bounds a query parameter's description states ("whole number, 1 to 50"). */
function statedBounds(schema: JsonSchema): JsonSchema {
  const [, low, high] = /(-?\d+) to (-?\d+)/.exec(schema.description ?? '') ?? []
  return low === undefined ? { minimum: -10, maximum: INT4_MAX } : { minimum: Number(low), maximum: Number(high) }
}

/** Values of one query parameter its schema accepts: its enum, a subset of the names its description lists, numbers within its bounds. */
function validQueryValue(name: string, schema: JsonSchema, known: KnownRows): fc.Arbitrary<string> {
  const listed = /comma-separated: (.+)$/.exec(schema.description ?? '')?.[1].split(', ') ?? []
  if (schema.enum?.length) return fc.constantFrom(...(schema.enum as string[]))
  if (listed.length) return fc.subarray(listed, { minLength: 1 }).map((names) => names.join(','))
  const description = schema.description ?? ''
  if (description.startsWith('1 or true')) return fc.constantFrom('1', '0', 'true', 'false')
  const named = (known.byName[/\[(.+)\]$/.exec(name)?.[1] ?? name] ?? []).map(String)
  if (description.startsWith('text,') && named.length === 0)
    return fc.oneof(fc.constantFrom('bánh', 'trà', 'ikom', 'a'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }))
  if (named.length)
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...named) },
      { weight: 1, arbitrary: integerOf(statedBounds(schema), known).map(String) },
    )
  const number = integerOf(statedBounds(schema), known).map(String)
  if (/low,high/.test(schema.description ?? '')) return fc.tuple(number, number).map(([low, high]) => `${low},${high}`)
  return fc.oneof(
    { weight: 4, arbitrary: number },
    { weight: 1, arbitrary: fc.array(number, { minLength: 1, maxLength: 3 }).map((items) => items.join(',')) },
    { weight: 1, arbitrary: fc.constantFrom('0', '1', 'true', 'false', 'VND', 'JPY', 'jp', 'vn', 'bánh') },
  )
}

const parameterName = fc.oneof(
  fc.constantFrom(...PROTOTYPE_KEYS),
  fc.constantFrom(...PROTOTYPE_KEYS).chain((key) => fc.constantFrom(`filter[${key}]`, `filter_between[${key}]`, `${key}[a]`)),
  fc.constantFrom('filter[a][b]', 'a[]', '', '=', 'page[]', 'filter', 'filter[]', 'sort[0]', 'user_id', 'filter[user_id]'),
  fc.string({ maxLength: 12 }),
)

/** A query string of the route's declared parameters; hostile: also unknown names, repeated names and hostile values. */
function queryString(route: RegisteredRoute, known: KnownRows, hostile: boolean): fc.Arbitrary<string> {
  const properties = jsonSchemaOf(route.schema?.querystring)?.properties ?? {}
  const names = Object.keys(properties)
  const declared = (value: (name: string, schema: JsonSchema) => fc.Arbitrary<string>) =>
    fc.constantFrom(...(names.length ? names : ['page'])).chain((name) => fc.tuple(fc.constant(name), value(name, properties[name] ?? {})))
  const valid = declared((name, schema) => validQueryValue(name, schema, known))
  const pair = hostile
    ? fc.oneof(
        { weight: names.length ? 3 : 0, arbitrary: declared(() => shortHostileText) },
        { weight: names.length ? 2 : 0, arbitrary: valid },
        { weight: 2, arbitrary: fc.tuple(parameterName, fc.oneof(shortHostileText, fc.constant('1'))) },
      )
    : valid
  if (!hostile && names.length === 0) return fc.constant('')
  const sentPair = fc
    .tuple(pair, fc.nat(hostile ? 9 : 0), fc.nat(hostile ? 9 : 0))
    .map(
      ([[name, value], rollName, rollValue]) =>
        `${hostile ? asSent(name, rollName) : encodePart(name)}=${hostile ? asSent(value, rollValue) : encodePart(value)}`,
    )
  return fc.array(sentPair, { minLength: hostile ? 1 : 0, maxLength: 3 }).map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''))
}

function pathOf(route: RegisteredRoute, known: KnownRows, ownUserId: number | null, hostile: boolean): fc.Arbitrary<string> {
  const properties = jsonSchemaOf(route.schema?.params)?.properties ?? {}
  const segments = route.url.split('/').map((segment) => {
    if (!segment.startsWith(':')) return fc.constant(segment)
    const name = segment.slice(1)
    const schema = properties[name] ?? { type: 'string' }
    const valid = fc.oneof(
      { weight: name === 'userId' && ownUserId !== null ? 4 : 0, arbitrary: fc.constant(String(ownUserId)) },
      { weight: 4, arbitrary: fromSchema(schema, known, name).map((value) => encodePart(String(value))) },
    )
    if (!hostile) return valid
    return fc.oneof(
      { weight: 1, arbitrary: valid },
      { weight: 3, arbitrary: urlPart(shortHostileText) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%AE', '..', '%2F', '%00', '%ED%A0%80', '1%2F2', '') },
    )
  })
  const path = fc.tuple(...segments).map((parts) => parts.join('/'))
  if (!hostile) return path
  return fc.tuple(path, fc.constantFrom(...NEAR_MISSES)).map(([sent, nearMiss]) => nearMiss(sent))
}

/** The path as sent, or a near miss of it: what a router must answer as unknown (404), never as an error. */
const NEAR_MISSES: ((path: string) => string)[] = [
  (path) => path,
  (path) => path,
  (path) => path,
  (path) => `${path}/`,
  (path) => path.replace('/', '//'),
  (path) => path.toUpperCase(),
  (path) => `${path}/..`,
  (path) => path.replace(/\/([^/]*)$/, '/./$1'),
  (path) => `${path}%2F`,
  (path) => `${path};a=1`,
]

// ── Bodies and headers ──────────────────────────────────────────────────────────────────
const takesBody = (route: RegisteredRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
const isMultipart = (route: RegisteredRoute) => ((route.schema?.consumes as string[] | undefined) ?? []).includes('multipart/form-data')

const headerText = fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((text) => text.replaceAll(/[^\x20-\x7e]/g, ''))

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
]

function jsonBody(
  route: RegisteredRoute,
  known: KnownRows,
  hostile: boolean,
): fc.Arbitrary<{ payload: string; contentType: string | null }> {
  const valid = validBodies(jsonSchemaOf(route.schema?.body), known, route)
  if (!hostile) return valid.map((value) => ({ payload: jsonText(value), contentType: 'application/json' }))
  const payload = fc.oneof({ weight: 9, arbitrary: hostileBodies(valid).map(jsonText) }, { weight: 1, arbitrary: rawBodies })
  const contentType = fc.oneof(
    { weight: 12, arbitrary: fc.constant('application/json') },
    { weight: 2, arbitrary: fc.constantFrom<string | null>(null, ...CONTENT_TYPES) },
    { weight: 1, arbitrary: headerText },
  )
  return fc.record({ payload, contentType })
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const BOUNDARY = 'fuzz-boundary'
/** A PNG past the default 5 MiB cap of an upload. */
const BEYOND_UPLOAD_CAP = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)])

const formField = fc.tuple(
  fc.oneof(fc.constantFrom('support_id', 'attachment_file', ...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })),
  fc.oneof(fc.constantFrom('1'), fc.nat().map(String), shortHostileText),
)

type FormFile = { field: string; bytes: Buffer; filename: string }

function formBytes(fields: [string, string][], file: FormFile | null): Buffer {
  const parts = fields.map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replaceAll('"', '')}"\r\n\r\n${value}\r\n`,
  )
  const fileParts = file
    ? [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file.bytes,
        Buffer.from('\r\n'),
      ]
    : []
  return Buffer.concat([Buffer.from(parts.join('')), ...fileParts, Buffer.from(`--${BOUNDARY}--\r\n`)])
}

/** A multipart form: a known support_id and an image; hostile: odd fields and files, or a malformed body. */
function multipartBody(known: KnownRows, hostile: boolean): fc.Arbitrary<{ payload: Buffer; contentType: string | null }> {
  const supportId = fc.constantFrom(...(known.byName.support_id ?? known.ids)).map((id): [string, string] => ['support_id', String(id)])
  if (!hostile)
    return supportId.map((field) => ({
      payload: formBytes([field], { field: 'attachment_file', bytes: PNG, filename: 'a.png' }),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    }))
  const file = fc.record({
    field: fc.constantFrom('attachment_file', 'file', '__proto__'),
    bytes: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(PNG, Buffer.alloc(0)) },
      { weight: 3, arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)) },
      { weight: 1, arbitrary: fc.constant(BEYOND_UPLOAD_CAP) },
    ),
    filename: fc.constantFrom('a.png', '../../a.png', '', 'a\u0000.png', '😀.gif'),
  })
  const form = fc
    .tuple(fc.array(fc.oneof(supportId, formField), { maxLength: 4 }), fc.option(file))
    .map(([fields, attached]) => formBytes(fields, attached))
  const malformed = fc
    .oneof(
      fc.constantFrom('', 'x', `--${BOUNDARY}\r\n\r\nv`, `--${BOUNDARY}\r\nGarbage\r\n\r\nv\r\n--${BOUNDARY}--\r\n`),
      shortHostileText.map((text) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="support_id"\r\n\r\n${text}`),
    )
    .map((text) => Buffer.from(text))
  const contentType = fc.oneof(
    { weight: 8, arbitrary: fc.constant(`multipart/form-data; boundary=${BOUNDARY}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | null>(
        null,
        'multipart/form-data',
        `multipart/form-data; boundary=${'b'.repeat(200)}`,
        'application/json',
      ),
    },
  )
  return fc.record({ payload: fc.oneof({ weight: 2, arbitrary: form }, { weight: 1, arbitrary: malformed }), contentType })
}

const LANGUAGES = ['vi', 'en', 'ja', 'en-US,en;q=0.9', 'ja;q=0', 'fr', '*', '']

/** Headers: the caller's authorization and a language; hostile: odd values of every header the API reads, or a broken authorization. */
function headersOf(callerHeaders: Record<string, string>, known: KnownRows, hostile: boolean): fc.Arbitrary<Record<string, string>> {
  const keys = (known.byName['idempotency-key'] ?? []).map(String)
  const idempotencyKey = keys.length
    ? fc.oneof({ weight: 3, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.constantFrom(...keys) })
    : fc.uuid()
  const normal = fc.record(
    { 'accept-language': fc.constantFrom(...LANGUAGES), 'idempotency-key': idempotencyKey },
    { requiredKeys: ['idempotency-key'] },
  )
  if (!hostile) return normal.map((headers) => ({ ...headers, ...callerHeaders }))
  const odd = fc.record(
    {
      'accept-language': fc.oneof(fc.constantFrom(...LANGUAGES), headerText),
      'x-organization': fc.oneof(fc.nat().map(String), headerText),
      'idempotency-key': fc.oneof(fc.uuid(), headerText),
      'x-forwarded-for': fc.oneof(fc.constantFrom('203.0.113.7', '2001:db8::1, 10.0.0.1', 'unknown'), headerText),
      'x-forwarded-proto': fc.oneof(fc.constantFrom('https', 'http', 'https, http'), headerText),
      'x-forwarded-host': fc.oneof(fc.constantFrom('shop.example', 'a:99999', '[::1]'), headerText),
      'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"a", "b"'), headerText),
      'accept-encoding': fc.oneof(fc.constantFrom('gzip', 'br', 'deflate', 'identity;q=0', '*;q=0', 'gzip;q=NaN'), headerText),
      accept: fc.oneof(fc.constantFrom('text/html', 'application/json', '*/*;q=0'), headerText),
    },
    { requiredKeys: [] },
  )
  const brokenAuthorization = fc.oneof(fc.constantFrom('Bearer', 'Bearer ', 'Basic eDp5', 'Bearer a.b.c'), headerText)
  return fc
    .tuple(odd, fc.option(brokenAuthorization, { freq: 4 }))
    .map(([headers, broken]) => ({ ...headers, ...(broken === null ? callerHeaders : { authorization: broken }) }))
}

type Focus = 'none' | 'path' | 'query' | 'body' | 'headers'

/**
 * Requests for one route, as one caller (its authorization headers; its user id where a path names
 * one): each valid but for one focus (path, query, body or headers), so that every hostile value
 * also meets the code behind the validation of the other parts.
 */
export function requestsFor(
  route: RegisteredRoute,
  known: KnownRows,
  caller: { headers: Record<string, string>; userId: number | null },
): fc.Arbitrary<FuzzRequest> {
  const hasBody = takesBody(route)
  const focus = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Focus>('none') },
    { weight: route.url.includes(':') ? 2 : 1, arbitrary: fc.constant<Focus>('path') },
    { weight: route.schema?.querystring ? 3 : 1, arbitrary: fc.constant<Focus>('query') },
    { weight: hasBody ? 5 : 0, arbitrary: fc.constant<Focus>('body') },
    { weight: 1, arbitrary: fc.constant<Focus>('headers') },
  )
  // A GET route also answers HEAD (Fastify adds it): sometimes asked that way.
  const method =
    route.method === 'GET'
      ? fc.oneof({ weight: 19, arbitrary: fc.constant('GET') }, { weight: 1, arbitrary: fc.constant('HEAD') })
      : fc.constant(route.method)
  return focus.chain((hostile) =>
    fc
      .record({
        method,
        path: pathOf(route, known, caller.userId, hostile === 'path'),
        query: queryString(route, known, hostile === 'query'),
        body: !hasBody
          ? fc.constant(undefined)
          : isMultipart(route)
            ? multipartBody(known, hostile === 'body')
            : jsonBody(route, known, hostile === 'body'),
        headers: headersOf(caller.headers, known, hostile === 'headers'),
      })
      .map(({ method: sentMethod, path, query, body, headers }) => ({
        method: sentMethod,
        url: `${path}${query}`,
        headers: { ...headers, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
        payload: body?.payload,
      })),
  )
}
