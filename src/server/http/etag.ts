import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Sends JSON with a content ETag so clients and the service worker revalidate cheaply. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, maxAgeSeconds = 300) {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`
  reply.header('ETag', etag).header('Cache-Control', `public, max-age=0, s-maxage=${maxAgeSeconds}, must-revalidate`)
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  return reply.type('application/json').send(json)
}
