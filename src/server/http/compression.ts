import { constants } from 'node:zlib'
import fastifyCompress from '@fastify/compress'
import type { App } from './types'

/**
 * Brotli or gzip for text answers (JS, CSS, HTML, JSON, SVG, the web manifest) over 1 KB, as the
 * client accepts. Already compressed types (images, video, fonts in woff2) are left as they are:
 * @fastify/compress only compresses types mime-db calls compressible. Brotli quality 5 keeps the
 * on-the-fly cost low while staying well under gzip sizes.
 */
/** Below this size compression costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024

export async function registerCompression(app: App) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
}
