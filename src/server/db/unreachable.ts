/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, cut off),
 * as opposed to a query it refused. Such a failure is the server's temporary state, not the
 * request's fault: it is answered 503 with Retry-After, and the same request works once the
 * database is back (the pool opens new connections by itself).
 */

/**
 * SQLSTATE classes and codes: 08 connection exception; 57P01 admin shutdown (a fast stop or
 * pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now (starting up, shutting
 * down, recovering); 53300 too many connections.
 */
const UNREACHABLE_SQL_STATES = new Set(['57P01', '57P02', '57P03', '53300'])
const CONNECTION_EXCEPTION_CLASS = '08'

/** Node's socket errors on connecting to, or talking with, the database server. */
const SOCKET_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** node-postgres and pg-pool say these in words only (no code). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
]

export function isDatabaseUnreachable(error: unknown): boolean {
  return unreachableCause(error) !== undefined
}

/**
 * Reports unreachability without a line per failed request or poll: the first failure at once, then
 * at most one line per interval with how many failed since. Only the cause's code and message are
 * shown (the driver's or the socket's own words, never a query's parameters).
 */
export function unreachableReporter(log: (line: string) => void, intervalMs = 30_000) {
  let lastReportAt = Number.NEGATIVE_INFINITY
  let unreported = 0
  return (error: unknown) => {
    unreported += 1
    const now = Date.now()
    const sinceLastReport = now - lastReportAt
    if (sinceLastReport < intervalMs) return
    const cause = unreachableCause(error) as { code?: unknown; message?: unknown } | undefined
    const what = [cause?.code, cause?.message].filter((part) => typeof part === 'string').join(' ')
    log(
      sinceLastReport < 2 * intervalMs
        ? `The database is still unreachable (${what}): ${unreported} failed calls since the last report.`
        : `The database is unreachable (${what}); calls that need it fail until it is back.`,
    )
    lastReportAt = now
    unreported = 0
  }
}

function unreachableCause(error: unknown): object | undefined {
  return causes(error).find(isUnreachableCause)
}

function isUnreachableCause(error: object): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    if (UNREACHABLE_SQL_STATES.has(code) || SOCKET_ERROR_CODES.has(code)) return true
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true
  }
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known))
}

/** The error, its causes (Drizzle wraps the driver's error) and an AggregateError's errors (a refused dual-stack connect). */
function causes(error: unknown): object[] {
  const found: object[] = []
  const pending: unknown[] = [error]
  while (pending.length > 0 && found.length < 10) {
    const current = pending.shift()
    if (typeof current !== 'object' || current === null) continue
    found.push(current)
    pending.push((current as { cause?: unknown }).cause)
    const errors = (current as { errors?: unknown }).errors
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return found
}
