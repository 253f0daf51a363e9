import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError } from '@shared/contracts/api-error'
import { DEFAULT_LOCALE } from '@shared/i18n/locales'
import { isMessageKey, translate, type MessageKey } from '@server/i18n/messages'
import { AppError } from './app-error'
import { loggableError } from './loggable-error'
import { isApiPath } from './spa'

type ValidationEntry = { keyword: string; instancePath: string; message?: string; params: { format?: unknown } }

/** One error shape for every route; 5xx never leak internals. */
export function registerErrorHandling(app: FastifyInstance, options: { spaFallback: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? DEFAULT_LOCALE
    if (error instanceof AppError) return sendAppError(reply, locale, error)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = validationToFieldErrors(error.validation as unknown as ValidationEntry[])
      return sendAppError(reply, locale, new AppError(400, 'invalidRequest', {}, fieldErrors))
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
    if (wantsShell) return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    return sendAppError(reply, request.locale ?? DEFAULT_LOCALE, new AppError(404, 'routeNotFound'))
  })
}

function sendAppError(reply: FastifyReply, locale: FastifyRequest['locale'], error: AppError) {
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

function validationToFieldErrors(validation: ValidationEntry[]) {
  const fieldErrors: Record<string, MessageKey[]> = {}
  for (const entry of validation) {
    const field = entry.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
    fieldErrors[field] = [...(fieldErrors[field] ?? []), entryMessageKey(entry)]
  }
  return fieldErrors
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
