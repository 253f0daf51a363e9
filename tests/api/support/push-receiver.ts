import { createECDH, createPublicKey, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { decrypt } from 'http_ece'
import webpush from 'web-push'
import type { PushSubscriptionBody } from '@shared/contracts/notifications'
import { selfSignedCertificate, type Certificate } from './self-signed-certificate'

/** A push message as the local push service received it: headers, the VAPID check and the decrypted JSON. */
export type ReceivedPush = {
  device: string
  ttl: number
  urgency: string | undefined
  topic: string | undefined
  contentEncoding: string | undefined
  /** The VAPID JWT verified against the key it names, for this origin and subject, not expired. */
  vapidValid: boolean
  vapidKey: string | undefined
  bytes: number
  payload: Record<string, unknown>
  status: number
}

export type TestDevice = { id: string; subscription: PushSubscriptionBody }

/**
 * A push service on 127.0.0.1 over HTTPS with a self-signed certificate (web-push speaks HTTPS
 * only): each device is a browser's key pair and auth secret, so the receiver decrypts what the
 * server encrypted (aes128gcm) and checks the VAPID signature. Answers 201 unless told otherwise.
 */
export function createPushReceiver({
  certificate = selfSignedCertificate(),
  subject = 'mailto:push-tests@example.com',
}: {
  certificate?: Certificate
  subject?: string
} = {}) {
  const { key, cert } = certificate
  /** Keys for a server under test that signs with them (the API tests'); a real server brings its own. */
  const vapid = webpush.generateVAPIDKeys()
  const devices = new Map<string, { ecdh: ECDH; auth: string }>()
  const scripted = new Map<string, { status: number; headers?: Record<string, string> }[]>()
  const received: ReceivedPush[] = []
  let server: Server | null = null
  let origin = ''

  const handle = (path: string, headers: Record<string, string | string[] | undefined>, body: Buffer) => {
    const device = path.split('/').at(-1) ?? ''
    const reply = scripted.get(device)?.shift() ?? { status: 201 }
    const keys = devices.get(device)
    const text = (name: string) => headers[name] as string | undefined
    const authorization = text('authorization') ?? ''
    received.push({
      device,
      ttl: Number(text('ttl')),
      urgency: text('urgency'),
      topic: text('topic'),
      contentEncoding: text('content-encoding'),
      vapidValid: isValidVapid(authorization, origin, subject),
      vapidKey: authorization.match(/k=([\w-]+)/)?.[1],
      bytes: body.length,
      payload: keys
        ? JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth }).toString('utf8'))
        : {},
      status: reply.status,
    })
    return reply
  }

  return {
    received,
    certificate,
    subject,
    vapid,
    async start() {
      server = createServer({ key, cert }, (request, response) => {
        const chunks: Buffer[] = []
        request.on('data', (chunk: Buffer) => chunks.push(chunk))
        request.on('end', () => {
          const reply = handle(request.url ?? '', request.headers, Buffer.concat(chunks))
          response.writeHead(reply.status, reply.headers).end()
        })
      })
      await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
      origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    /** A browser's subscription on this push service: its own key pair and auth secret. */
    device(): TestDevice {
      const id = randomUUID()
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16).toString('base64url')
      devices.set(id, { ecdh, auth })
      return {
        id,
        subscription: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
      }
    },
    /** The next answers to this device, in order (then 201 again). */
    answer(device: TestDevice, ...replies: { status: number; headers?: Record<string, string> }[]) {
      scripted.set(device.id, replies)
    },
    to: (device: TestDevice) => received.filter((push) => push.device === device.id),
  }
}

export type PushReceiver = ReturnType<typeof createPushReceiver>

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`, signed by that key, for this origin and contact, unexpired. */
function isValidVapid(authorization: string, origin: string, subject: string): boolean {
  const match = authorization.match(/^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/)
  if (!match) return false
  const [, header, claims, signature, publicKey] = match
  const point = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }
  const now = Date.now() / 1000
  return signed && jwt.aud === origin && jwt.sub === subject && jwt.exp > now && jwt.exp <= now + 24 * 3600
}
