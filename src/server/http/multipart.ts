import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './app-error'

export type MultipartLimits = { files: number; fields: number; parts: number; fieldSize: number; fileSize: number }
export type MultipartForm = { fields: Map<string, string>; files: Map<string, Buffer> }

/** Lets the routes of this plugin scope (only them) accept multipart bodies, read with readMultipartForm. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 1 } })
}

const malformed = () => new AppError(400, 'multipartInvalid', {}, { _: ['multipartInvalid'] })

/**
 * Reads a whole multipart form, files into memory (so `limits` must cap them). A body that is not
 * well-formed multipart (no boundary, cut off, broken headers, a __proto__ field, too many parts)
 * is the client's fault: 400 with a field error. A file over `fileSize` is `tooLarge()`.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  tooLarge: () => AppError,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw malformed()
  const form: MultipartForm = { fields: new Map(), files: new Map() }
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') form.files.set(part.fieldname, await part.toBuffer())
      else form.fields.set(part.fieldname, String(part.value))
    }
  } catch (error) {
    // The parser (busboy) throws plain errors without a code for malformed bodies.
    throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : malformed()
  }
  return form
}
