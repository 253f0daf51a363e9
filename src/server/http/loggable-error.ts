import { DrizzleQueryError } from 'drizzle-orm'

/** A database error as logged: what went wrong and where, without the values the query carried. */
export class RedactedDatabaseError extends Error {
  override name = 'RedactedDatabaseError'
  constructor(
    message: string,
    fields: { code?: string; query?: string; constraint?: string; table?: string; column?: string; routine?: string },
    stack: string | undefined,
  ) {
    super(message)
    Object.assign(this, fields)
    this.stack = `${this.name}: ${message}\n${stackFrames(stack)}`
  }
}

/** Fields of a PostgreSQL error (node-postgres and PGlite alike) that name things, never values. */
type DriverError = Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; routine?: unknown }

const REDACTED = '[redacted]'

/**
 * Database errors carry customers' data: Drizzle puts the query's parameters (names, phone numbers, addresses)
 * in its message, and the driver's `detail` and some messages quote the offending value. What reaches the log
 * is the SQL text with its placeholders, the SQLSTATE code, the names of constraint, table and column, and the
 * driver's message with every parameter value blanked out. Other errors are logged as they are.
 */
export function loggableError(error: Error): Error {
  const query = findInCauses(error, (cause): cause is DrizzleQueryError => cause instanceof DrizzleQueryError)
  const driverError = findInCauses(error, (cause): cause is DriverError => isSqlState((cause as DriverError).code))
  if (!query && !driverError) return error
  // Without an SQL state (e.g. the connection was refused), the cause Drizzle wrapped says what happened.
  const source: DriverError | undefined = driverError ?? (query?.cause instanceof Error ? query.cause : undefined)
  return new RedactedDatabaseError(
    redact(source?.message ?? 'database query failed', query?.params ?? []),
    {
      code: nameOrUndefined(source?.code),
      query: query?.query,
      constraint: nameOrUndefined(driverError?.constraint),
      table: nameOrUndefined(driverError?.table),
      column: nameOrUndefined(driverError?.column),
      routine: nameOrUndefined(driverError?.routine),
    },
    error.stack,
  )
}

function findInCauses<T extends Error>(error: unknown, matches: (cause: Error) => cause is T): T | undefined {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (matches(cause)) return cause
  }
  return undefined
}

function isSqlState(code: unknown): code is string {
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

function nameOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Blanks out every text parameter that appears in the message, longest first (so no part of one survives). */
function redact(message: string, params: unknown[]): string {
  const values = params
    .filter((param): param is string => typeof param === 'string' && param.length >= 2)
    .sort((a, b) => b.length - a.length)
  return values.reduce((redacted, value) => redacted.replaceAll(value, REDACTED), message)
}

/** Only the "at …" lines: the first line of a stack repeats the message, parameters and all. */
function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')
}
