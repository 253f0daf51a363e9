import { z } from 'zod/mini'

/**
 * Building blocks of the routes' validateSearch schemas. A bad value in a shared or hand-edited
 * link is dropped (or falls back) instead of breaking the page.
 */
export const optionalText = z.catch(z.optional(z.coerce.string()), undefined)

export const optionalPositiveInt = z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.minimum(1))), undefined)

export const optionalPage = optionalPositiveInt

export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined)
}
