import { isApiRequestError } from '@client/app/api-client'

export type FieldErrors = Record<string, string[]>

/** The server's per-field messages of a failed request (empty for other failures). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return isApiRequestError(error) ? (error.body?.errors ?? {}) : {}
}
