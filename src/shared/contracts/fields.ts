import { z } from 'zod'
import { INT4_MAX, INT4_MIN, isStorableText } from '@shared/http/storable'

/**
 * Building blocks of every request contract: strings a database can store, with a length cap,
 * and integers within bounds (by default PostgreSQL's int4). Custom messages are server message keys.
 */
type TextOptions = {
  /** Trim before the length checks. */
  trim?: boolean
  /** Message when missing or empty; without it an empty string is accepted. */
  required?: string
  tooLong?: string
}

/** A string of at most `max` characters without U+0000 or lone surrogates. */
export function text(max: number, { trim = false, required, tooLong = 'fieldTooLong' }: TextOptions = {}) {
  let schema = z.string({ error: required ?? 'fieldWrongType' })
  if (trim) schema = schema.trim()
  if (required) schema = schema.min(1, { error: required, abort: true })
  return schema.max(max, { error: tooLong, abort: true }).refine(isStorableText, { error: 'fieldInvalidCharacters', abort: true })
}

type IntOptions = {
  min?: number
  max?: number
  /** Message when missing or not a number. */
  required?: string
  /** Message when not whole or out of bounds. */
  invalid?: string
}

/** A whole number within [min, max] (int4's range unless told otherwise). */
export function int({ min = INT4_MIN, max = INT4_MAX, required = 'fieldRequired', invalid = 'fieldInvalid' }: IntOptions = {}) {
  return z.number({ error: required }).int({ error: invalid }).min(min, { error: invalid }).max(Math.min(max, INT4_MAX), { error: invalid })
}

/** A row id: a positive int4. */
export const id = (messages: Omit<IntOptions, 'min' | 'max'> = {}) => int({ min: 1, ...messages })

/** A path's `{id}` segment: a positive int4 (anything else is a 400 before any lookup). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive().max(INT4_MAX) })
