import { get, set } from 'idb-keyval'

const DEVICE_ID_KEY = 'storefront-device-id'
let pending: Promise<string> | null = null

/**
 * A random id for this browser, kept in IndexedDB and sent when an invitation code is entered
 * (the server accepts one code per device). Cleared only with the site's data.
 */
export function deviceId(): Promise<string> {
  pending ??= readOrCreate()
  return pending
}

async function readOrCreate(): Promise<string> {
  const stored = await get<string>(DEVICE_ID_KEY)
  if (stored) return stored
  const created = crypto.randomUUID()
  await set(DEVICE_ID_KEY, created)
  return created
}
