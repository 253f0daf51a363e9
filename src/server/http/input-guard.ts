import type { FastifyInstance } from 'fastify'
import { isStorableText } from '@shared/http/storable'
import { AppError } from './app-error'

/**
 * Backstop behind the contracts' text schemas: any string of a request (path, query, body, also
 * keys) that no database column stores — U+0000 or a lone surrogate — is a 400 naming the field,
 * on every route, including one whose schema forgot to refuse it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    for (const [source, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = unstorableField(value)
      if (field !== null) throw new AppError(400, 'invalidRequest', {}, { [field || source]: ['fieldInvalidCharacters'] })
    }
  })
}

/** The dotted path of the first unstorable string (or key) in a parsed value, '' for the value itself; null when all is well. */
export function unstorableField(value: unknown): string | null {
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) return next.path
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        const path = next.path ? `${next.path}.${key}` : key
        if (!isStorableText(key)) return next.path
        pending.push({ value: item, path })
      }
    }
  }
  return null
}
