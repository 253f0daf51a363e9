import type { FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@shared/contracts/order'
import { AppError } from './app-error'

/** The Idempotency-Key header a write requires (a retried request must not do the write twice). */
export function requiredIdempotencyKey(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER]
  const header = Array.isArray(raw) ? raw[0] : raw
  if (header === undefined) throw new AppError(400, 'idempotencyKeyRequired', {}, { [IDEMPOTENCY_KEY_HEADER]: ['idempotencyKeyRequired'] })
  if (!idempotencyKeySchema.safeParse(header).success) {
    throw new AppError(400, 'idempotencyKeyInvalid', {}, { [IDEMPOTENCY_KEY_HEADER]: ['idempotencyKeyInvalid'] })
  }
  return header
}
