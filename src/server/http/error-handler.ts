import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError } from '@shared/contracts/api-error'
import { DEFAULT_LOCALE } from '@shared/i18n/locales'
import { isDatabaseUnreachable, unreachableReporter } from '@server/db/unreachable'
import { isMessageKey, translate, type MessageKey } from '@server/i18n/messages'
import { AppError, serviceUnavailable } from './app-error'
import { loggableError } from './loggable-error'
import { isApiPath } from './spa'

type ValidationEntry = { keyword: string; instancePath: string; message?: string; params: { format?: unknown; keys?: string[] } }

/**
 * PostgreSQL's refusals of an input value: U+0000 or bad bytes (22021), an escape jsonb cannot
 * store (22P05), a number out of its column's range (22003). The contracts refuse these first;
 * this is the backstop, so a value they let through is still the client's 400, not a 500.
 */
const INPUT_REFUSED_BY_DATABASE = new Set(['22021', '22P05', '22003'])

/** What a client is told to wait before trying again while the database is unreachable (a restart takes seconds). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

/** One error shape for every route; 5xx never leak internals. */
/** `spaFallback`: unknown non-API paths get the app shell; the check tells which are the app's (200) or not (404). */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback: false | ((pathname: string) => boolean) }) {
  const reportUnreachable = unreachableReporter((line) => app.log.warn(line))
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? DEFAULT_LOCALE
    if (error instanceof AppError) return sendAppError(reply, locale, error)
    // Wherever a route met it: a stopped or restarting database is the server's passing state, not a bug.
    if (isDatabaseUnreachable(error)) {
      reportUnreachable(error)
      return sendAppError(reply, locale, serviceUnavailable())
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const entries = error.validation as unknown as ValidationEntry[]
      if (error.validationContext === 'querystring') return sendAppError(reply, locale, queryError(entries))
      return sendAppError(reply, locale, new AppError(400, 'invalidRequest', {}, validationToFieldErrors(entries)))
    }
    if (INPUT_REFUSED_BY_DATABASE.has(sqlStateOf(error) ?? '')) {
      // Its own code: the input-safety test asserts no hostile request ever gets this far.
      request.log.warn({ err: loggableError(error) }, 'the database refused an input value no contract caught')
      return sendAppError(reply, locale, new AppError(400, 'invalidValue', {}, { _: ['fieldInvalid'] }))
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed')
      return sendAppError(reply, locale, new AppError(500, 'internalError'))
    }
    const key: MessageKey = status === 404 ? 'notFound' : status === 429 ? 'tooManyRequests' : 'invalidRequest'
    return sendAppError(reply, locale, new AppError(status, key))
  })

  app.setNotFoundHandler((request, reply) => {
    const wantsShell = options.spaFallback && request.method === 'GET' && !isApiPath(request.url)
    if (wantsShell) {
      const known = options.spaFallback && options.spaFallback(request.url.split('?')[0])
      return reply
        .code(known ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        .sendFile('index.html')
    }
    return sendAppError(reply, request.locale ?? DEFAULT_LOCALE, new AppError(404, 'routeNotFound'))
  })
}

/** The SQLSTATE of a database error, also when wrapped (Drizzle keeps the driver's error as `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

function sendAppError(reply: FastifyReply, locale: FastifyRequest['locale'], error: AppError) {
  if (error.messageKey === 'serviceUnavailable') reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  const body: ApiError = {
    message: translate(locale, error.messageKey, error.params),
    code: error.messageKey,
  }
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((key) => translate(locale, key, { ...error.params, name: field })),
      ]),
    )
  }
  return reply.status(error.statusCode).type('application/json').send(body)
}

// Field names come from the request (e.g. a query parameter named __proto__): collected in a Map, never assigned to an object.
function validationToFieldErrors(validation: ValidationEntry[]) {
  const fieldErrors = new Map<string, MessageKey[]>()
  for (const entry of validation) {
    const field = entry.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
    fieldErrors.set(field, [...(fieldErrors.get(field) ?? []), entryMessageKey(entry)])
  }
  return Object.fromEntries(fieldErrors)
}

/**
 * Query parameters are named as sent (filter[x], page …): one not in the endpoint's contract is
 * unknown, any other failure invalid; the message names the first of them.
 */
function queryError(entries: ValidationEntry[]): AppError {
  const fieldErrors = new Map<string, MessageKey[]>()
  for (const entry of entries) {
    if (entry.keyword === 'unrecognized_keys') for (const key of entry.params.keys ?? []) fieldErrors.set(key, ['unknownQueryParameter'])
    else fieldErrors.set(entry.instancePath.split('/')[1] || '_', [entryMessageKey(entry)])
  }
  const [name, [key]] = [...fieldErrors][0]
  return new AppError(400, key === 'unknownQueryParameter' ? key : 'invalidQueryParameter', { name }, Object.fromEntries(fieldErrors))
}

/** Schemas in src/shared may carry a server message key as their custom message. */
function entryMessageKey(entry: ValidationEntry): MessageKey {
  if (entry.message && isMessageKey(entry.message)) return entry.message
  switch (entry.keyword) {
    case 'invalid_type':
      return entry.message?.includes('received undefined') ? 'fieldRequired' : 'fieldWrongType'
    case 'too_small':
      return 'fieldTooShort'
    case 'too_big':
      return 'fieldTooLong'
    case 'invalid_format':
      return entry.params.format === 'email' ? 'fieldInvalidEmail' : 'fieldInvalid'
    default:
      return 'fieldInvalid'
  }
}
