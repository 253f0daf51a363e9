import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Config } from '@server/config'

/** Uploaded files live under UPLOAD_DIR (default DATA_DIR/uploads), in one folder per kind. */
export function uploadRoot(config: Config): string {
  return resolve(config.UPLOAD_DIR ?? join(config.DATA_DIR, 'uploads'))
}

const STORAGE_KEY = /^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/

/** Stores bytes under a fresh random name (the customer's file name is never used on disk). */
export async function storeSupportFile(config: Config, bytes: Buffer, extension: string): Promise<string> {
  const key = `${randomUUID()}.${extension}`
  const folder = join(uploadRoot(config), 'support')
  await mkdir(folder, { recursive: true })
  await writeFile(join(folder, key), bytes, { flag: 'wx' })
  return key
}

function pathOf(config: Config, key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`unexpected storage key ${key}`)
  return join(uploadRoot(config), 'support', key)
}

export const readSupportFile = (config: Config, key: string) => createReadStream(pathOf(config, key))
export const removeSupportFile = (config: Config, key: string) => rm(pathOf(config, key), { force: true })
