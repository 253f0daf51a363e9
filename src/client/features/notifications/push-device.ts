import type { PushSubscriptionBody } from '@shared/contracts/notifications'
import { isApiRequestError } from '@client/app/api-client'
import { callApi } from '@client/app/call-api'

/**
 * This browser's Web Push subscription: what it can do, asking for permission (only when the
 * customer chose to), subscribing with the server's VAPID key, and keeping the server's copy
 * current. Loaded on demand: nothing here runs on a page load unless the customer already said yes.
 */

/** `ios-home-screen`: iPhone/iPad Safari has push only for the app added to the home screen. */
export type PushSupport = 'supported' | 'unsupported' | 'ios-home-screen'

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported'
  if (isAppleMobile() && !isStandalone()) return 'ios-home-screen'
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window ? 'supported' : 'unsupported'
}

function isAppleMobile(): boolean {
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
}

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true
}

/** The browser's decision for this site: default (not asked yet), granted or denied (blocked). */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied'
}

/** This browser's subscription, if any (none either while the service worker is not registered yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'supported') return null
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

export class PushPermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notifications were not allowed (${permission})`)
  }
}

/** Shows the browser's permission prompt, subscribes and gives the server this device. */
export async function subscribeThisDevice(): Promise<void> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new PushPermissionRefused(permission)
  await oneAtATime(() => sendCurrentSubscription({ heldByAnother: 'subscribe-afresh' }))
}

/** Stops push on this device (the switch, and on sign-out: the next customer here opts in for themselves): the server forgets it, then the browser. */
export function unsubscribeThisDevice(): Promise<void> {
  return oneAtATime(async () => {
    const subscription = await currentSubscription()
    if (!subscription) return
    await callApi('DELETE /api/push/subscriptions', { body: { endpoint: subscription.endpoint } }).catch(ignoreNotFound)
    await subscription.unsubscribe()
  })
}

/**
 * On each start and when the browser rotated the subscription: the server gets the current one
 * again (and with it the language the app uses). A subscription made with an older server key is
 * replaced. Nothing happens unless the customer allowed notifications before; a subscription
 * another customer still holds (their sign-out could not reach us) is dropped, not taken over.
 */
export async function resendSubscription(): Promise<void> {
  if (pushSupport() !== 'supported' || notificationPermission() !== 'granted') return
  await oneAtATime(async () => {
    if (await currentSubscription()) await sendCurrentSubscription({ heldByAnother: 'drop' })
  })
}

let lastChange: Promise<unknown> = Promise.resolve()

/**
 * Changes to this device's subscription run one after another: a turn-off pressed while the start's
 * resend is still on its way would otherwise be undone by it (the server told "forget" before "here it is").
 */
function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = lastChange.then(change, change)
  lastChange = run.catch(() => undefined)
  return run
}

/**
 * The subscription for the server's key goes to the server. One another customer still holds
 * (409) is ended in the browser; only when this customer turns push on is a fresh one made.
 */
async function sendCurrentSubscription({ heldByAnother }: { heldByAnother: 'subscribe-afresh' | 'drop' }): Promise<void> {
  const key = await serverKey()
  const subscription = await subscriptionFor(key)
  try {
    await sendSubscription(subscription)
  } catch (error) {
    if (!(isApiRequestError(error) && error.status === 409)) throw error
    await subscription.unsubscribe()
    if (heldByAnother === 'subscribe-afresh') await sendSubscription(await subscriptionFor(key))
  }
}

async function subscriptionFor(key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready
  const existing = await registration.pushManager.getSubscription()
  if (existing && sameKey(existing, key)) return existing
  await existing?.unsubscribe()
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
}

async function sendSubscription(subscription: PushSubscription): Promise<void> {
  await callApi('PUT /api/push/subscriptions', { body: subscription.toJSON() as PushSubscriptionBody })
}

let serverKeyBytes: Promise<Uint8Array<ArrayBuffer>> | null = null

function serverKey(): Promise<Uint8Array<ArrayBuffer>> {
  serverKeyBytes ??= callApi('GET /api/push/public-key').then(({ data }) => base64urlBytes(data.public_key))
  serverKeyBytes.catch(() => {
    serverKeyBytes = null
  })
  return serverKeyBytes
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index])
}

function base64urlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

function ignoreNotFound(error: unknown) {
  if (!(isApiRequestError(error) && error.status === 404)) throw error
}
