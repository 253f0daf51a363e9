import type { MessageKey } from '@server/i18n/messages'

export type FieldErrors = Record<string, MessageKey[]>

/** An error the API answers on purpose: a status, a translatable message and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    readonly fieldErrors?: FieldErrors,
  ) {
    super(messageKey)
    this.name = 'AppError'
  }
}

export const notFound = () => new AppError(404, 'notFound')
export const unauthenticated = () => new AppError(401, 'unauthenticated')
export const forbidden = () => new AppError(403, 'forbidden')
/** A dependency (the database, the identity provider) cannot be reached now: answered with Retry-After. */
export const serviceUnavailable = () => new AppError(503, 'serviceUnavailable')
