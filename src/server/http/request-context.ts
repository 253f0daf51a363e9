import type { FastifyInstance } from 'fastify'
import { HEADER_LANGUAGE, HEADER_ORGANIZATION, ORGANIZATIONS, DEFAULT_ORGANIZATION } from '@shared/http/headers'
import { DEFAULT_LOCALE, pickLocale, type Locale } from '@shared/i18n/locales'
import { AppError } from './app-error'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
    organization: string
  }
}

/** Reads the headers every request carries: language and organisation scope. */
export function registerRequestContext(app: FastifyInstance) {
  app.decorateRequest('locale', DEFAULT_LOCALE)
  app.decorateRequest('organization', DEFAULT_ORGANIZATION)
  app.addHook('onRequest', async (request) => {
    request.locale = pickLocale(headerValue(request.headers[HEADER_LANGUAGE]))
    const organization = headerValue(request.headers[HEADER_ORGANIZATION])
    if (organization === undefined) return
    if (!(ORGANIZATIONS as readonly string[]).includes(organization)) throw new AppError(400, 'unknownOrganization')
    request.organization = organization
  })
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}
