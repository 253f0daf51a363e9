import { randomUUID } from 'node:crypto'
import type { Auth } from 'firebase-admin/auth'
import { authEmulatorHost, type Config } from '@server/config'

/** A refusal the admin command explains in one message (no stack trace). */
export class AdminRefusal extends Error {}

export type StaffApi = {
  server: string
  get<T>(path: string): Promise<T>
  /** A write, with an Idempotency-Key that a retry after a lost answer reuses. */
  send<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown): Promise<T>
  /** A file sent as a multipart form (one field). */
  upload<T>(path: string, file: { field: string; name: string; type: string; bytes: Uint8Array }): Promise<T>
}

/** Where the running server listens, as this machine reaches it. */
export function serverUrl(config: Config, override?: string): string {
  if (override) return override.replace(/\/+$/, '')
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`
}

/**
 * The admin commands act on data through the running server's staff API, as one staff member (the
 * audit log names them), and never open the database themselves: PGlite cannot share its data
 * directory with the server that holds it. No server answering: a clear refusal.
 */
export async function connectAsStaff(config: Config, auth: Auth, options: { server?: string; as?: string }): Promise<StaffApi> {
  const server = serverUrl(config, options.server)
  await fetch(`${server}/api/health`, { signal: AbortSignal.timeout(5000) }).catch(() => {
    throw new AdminRefusal(
      `No storefront server answers at ${server}. The admin commands go through the running server's API (they never open ` +
        'the database: PGlite cannot share its data directory with the server). Start it (npm start) or pass --server <url>.',
    )
  })
  if (!options.as) throw new AdminRefusal('Say which staff member acts: --as <email> (or ADMIN_AS=<email>); the audit log names them.')
  const token = await staffIdToken(config, auth, options.as)
  return staffApi(server, token)
}

/** An ID token of the staff member, made with the Admin SDK (a custom token exchanged at the identity service). */
async function staffIdToken(config: Config, auth: Auth, email: string): Promise<string> {
  const user = await auth.getUserByEmail(email).catch(() => {
    throw new AdminRefusal(`No account with the e-mail ${email}.`)
  })
  if (user.customClaims?.staff !== true) throw new AdminRefusal(`${email} is not staff (npm run admin -- staff add ${email}).`)
  const customToken = await auth.createCustomToken(user.uid)
  const emulator = authEmulatorHost(config)
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com'
  const response = await fetch(`${base}/v1/accounts:signInWithCustomToken?key=${encodeURIComponent(config.FIREBASE_API_KEY)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: customToken, returnSecureToken: true }),
  })
  if (!response.ok) throw new AdminRefusal(`Could not sign in as ${email}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { idToken: string }).idToken
}

function staffApi(server: string, token: string): StaffApi {
  const call = async <T>(method: string, path: string, body?: unknown, key?: string): Promise<T> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json', 'accept-language': 'en' }
    const form = body instanceof FormData
    if (body !== undefined && !form) headers['content-type'] = 'application/json'
    if (key) headers['idempotency-key'] = key
    const sent = body === undefined ? undefined : form ? body : JSON.stringify(body)
    const response = await fetch(`${server}${path}`, { method, headers, body: sent })
    const answer = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null
    if (!response.ok) {
      const fields = Object.entries(answer?.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(' ')}`)
      throw new AdminRefusal([answer?.message ?? `${response.status} ${response.statusText}`, ...fields].join('\n  '))
    }
    return answer as T
  }
  return {
    server,
    get: (path) => call('GET', path),
    upload(path, { field, name, type, bytes }) {
      const form = new FormData()
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), name)
      return call('POST', path, form)
    },
    async send<T>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown) {
      const key = randomUUID()
      // One retry when the answer was lost: the same key, so the server does the write at most once.
      return call<T>(method, path, body, key).catch((error) => {
        if (error instanceof AdminRefusal) throw error
        return call<T>(method, path, body, key)
      })
    },
  }
}
