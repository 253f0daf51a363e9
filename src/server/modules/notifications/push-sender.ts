import type { Agent } from 'node:https'
import webpush from 'web-push'

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high'

/** A browser's push subscription as stored: its push service endpoint and the keys to encrypt for it. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

export type PushMessage = {
  /** Plain JSON; the sender encrypts it (aes128gcm) for the target. */
  payload: string
  /** How long the push service keeps it for an offline device (seconds, > 0). */
  ttlSeconds: number
  urgency: PushUrgency
  /** A newer message with the same topic replaces one the push service has not delivered yet. */
  topic?: string
}

/** What the push service answered, reduced to what the caller does next. */
export type PushOutcome =
  | { result: 'delivered'; status: number }
  /** 404/410: the subscription is no more; forget it. */
  | { result: 'gone'; status: number }
  /** 429, 5xx or no answer: try again later. */
  | { result: 'retry'; status: number | null; retryAfterSeconds?: number }
  /** Any other refusal (400, 403 wrong key, 413 too large): trying again would not help. */
  | { result: 'rejected'; status: number }

/** Sends one Web Push message to one device. Never throws for an answer of the push service. */
export type PushSender = {
  send: (target: PushTarget, message: PushMessage) => Promise<PushOutcome>
}

export type WebPushSenderOptions = {
  vapid: { subject: string; publicKey: string; privateKey: string }
  /** Socket timeout of one request (default 10 s). */
  timeoutMs?: number
  /** The HTTPS agent (tests trust their local receiver's certificate through it). */
  agent?: Agent
}

/**
 * The `web-push` library (3.6.7): RFC 8291 aes128gcm encryption and RFC 8292 VAPID, over HTTPS.
 * Its jwa dependency needs ≥ 2.0.1 on Node 25 (pinned through npm overrides).
 */
export function createWebPushSender({ vapid, timeoutMs = 10_000, agent }: WebPushSenderOptions): PushSender {
  return {
    async send(target, message) {
      try {
        const sent = await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          message.payload,
          {
            vapidDetails: vapid,
            TTL: message.ttlSeconds,
            urgency: message.urgency,
            topic: message.topic,
            contentEncoding: 'aes128gcm',
            timeout: timeoutMs,
            agent,
          },
        )
        return { result: 'delivered', status: sent.statusCode }
      } catch (error) {
        if (error instanceof webpush.WebPushError) return outcomeOf(error.statusCode, error.headers)
        return { result: 'retry', status: null }
      }
    },
  }
}

export function outcomeOf(status: number, headers: Record<string, string | string[] | undefined> = {}): PushOutcome {
  if (status >= 200 && status < 300) return { result: 'delivered', status }
  if (status === 404 || status === 410) return { result: 'gone', status }
  if (status === 429 || status >= 500) return { result: 'retry', status, retryAfterSeconds: retryAfterSeconds(headers['retry-after']) }
  return { result: 'rejected', status }
}

function retryAfterSeconds(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return undefined
  const seconds = /^\d+$/.test(text) ? Number(text) : (Date.parse(text) - Date.now()) / 1000
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined
}
