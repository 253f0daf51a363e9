import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnreachable, unreachableReporter } from '@server/db/unreachable'

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code })
/** How Drizzle hands a failed query to a route: its own error, the driver's as the cause, parameters in the message. */
const wrapped = (cause: Error) => new DrizzleQueryError('select * from users where tel = $1', ['0912345678'], cause)

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a fast shutdown ending sessions (57P01)', withCode('57P01', 'terminating connection due to administrator command')],
    ['a crash shutdown (57P02)', withCode('57P02')],
    ['a server starting up or shutting down (57P03)', withCode('57P03', 'the database system is starting up')],
    ['too many connections (53300)', withCode('53300')],
    ['any connection exception (08006, 08001, 08P01)', withCode('08006')],
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an unknown host', withCode('ENOTFOUND')],
    ['a dropped connection, in words only', new Error('Connection terminated unexpectedly')],
    ['a client broken earlier in a transaction', new Error('Client has encountered a connection error and is not queryable')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a refusal wrapped by Drizzle', wrapped(withCode('ECONNREFUSED'))],
    [
      'a dual-stack refusal (AggregateError)',
      wrapped(Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), { code: 'ECONNREFUSED' })),
    ],
    ['a refusal inside an AggregateError without its own code', new AggregateError([withCode('ECONNREFUSED')], '')],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true)
  })

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a value the column refuses', wrapped(withCode('22021'))],
    ['a missing table', withCode('42P01')],
    ['a serialization failure', withCode('40001')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error at all', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false)
  })
})

describe('unreachableReporter', () => {
  it('reports the first failure with its cause only (no query parameters), then stays quiet within the interval', () => {
    const lines: string[] = []
    const report = unreachableReporter((line) => lines.push(line), 60_000)
    for (let i = 0; i < 50; i++) report(wrapped(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('ECONNREFUSED connect ECONNREFUSED 127.0.0.1:5432')
    expect(lines[0]).not.toContain('0912345678')
  })
})
