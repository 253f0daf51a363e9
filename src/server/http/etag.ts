import { createHash } from 'node:crypto'
import { brotliCompressSync, constants } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** A JSON answer serialised once: its text, a content ETag, and (made on first need) its brotli bytes. */
export type JsonDocument = { json: string; etag: string; brotli?: Buffer }

/** Below this size compression costs more than it saves (the compress plugin's threshold too). */
const COMPRESS_MIN_BYTES = 1024

export function jsonDocument(body: unknown): JsonDocument {
  const json = JSON.stringify(body)
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` }
}

/**
 * Sends a prepared document: 304 when the client already has it, otherwise the text, or its brotli
 * bytes compressed once per document (not once per request) for clients that accept them.
 */
export function sendJsonDocument(request: FastifyRequest, reply: FastifyReply, document: JsonDocument, cacheControl: string) {
  reply.header('ETag', document.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding')
  if (request.headers['if-none-match'] === document.etag) return reply.status(304).send()
  reply.type('application/json; charset=utf-8')
  if (document.json.length < COMPRESS_MIN_BYTES || !acceptsBrotli(request)) return reply.send(document.json)
  document.brotli ??= brotliCompressSync(document.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
  return reply.header('Content-Encoding', 'br').send(document.brotli)
}

function acceptsBrotli(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding']
  return typeof accepted === 'string' && /(^|[\s,])br(?!;q=0(\.0*)?(\s|,|$))/.test(accepted)
}

/** Sends JSON with a content ETag so clients and the service worker revalidate cheaply. */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, body: unknown, maxAgeSeconds = 300) {
  return sendJsonDocument(request, reply, jsonDocument(body), `public, max-age=0, s-maxage=${maxAgeSeconds}, must-revalidate`)
}
