import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'

/**
 * A write route's work and its answer in one transaction, the answer checked against the route's
 * response schema before the commit. An answer of 500 or more then always means nothing was written
 * (a client may send the request again): a write never commits and then fails on reading its answer
 * back, nor on an answer its response schema refuses (Fastify's serializer checks it only after the
 * handler, when the commit is done). `status`: the answer's status code, or how to tell it from the answer.
 * The services' own transactions inside `work` become savepoints of this one.
 */
export function writeAndAnswer<T>(
  request: FastifyRequest,
  db: Database,
  work: (tx: Database) => Promise<T>,
  status: number | ((answer: T) => number) = 200,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const answer = await work(tx)
    // Throws (a 500) inside the transaction: rolled back.
    return checkedAnswer(request, typeof status === 'number' ? status : status(answer), answer)
  })
}

/** The answer, once the route's response schema for `status` takes it; throws otherwise. Call it before the commit. */
export function checkedAnswer<T>(request: FastifyRequest, status: number, answer: T): T {
  responseSchemaOf(request, status)?.parse(answer)
  return answer
}

function responseSchemaOf(request: FastifyRequest, status: number): z.ZodType | null {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined
  const schema = responses?.[String(status)]
  return schema instanceof z.ZodType ? schema : null
}
