import type { WriteTarget } from './cart-overlay'

/**
 * What happened to queued cart writes, for the customer: a write that landed from a product page
 * ('added'), or one the server refused or that could not be sent ('rejected'). Writes may land
 * long after the screen that made them is gone (after a reload, from IndexedDB), so the news goes
 * through this small store; the header shows each as a toast and the cart page lists the refusals.
 */
export type CartSyncEvent =
  | { id: number; type: 'added'; name: string }
  | { id: number; type: 'rejected'; name: string; line: WriteTarget; message: string | null; network: boolean }

type Listener = (event: CartSyncEvent) => void

const listeners = new Set<Listener>()
let rejections: Extract<CartSyncEvent, { type: 'rejected' }>[] = []
const rejectionListeners = new Set<() => void>()
let nextId = 1

type NewEvent = CartSyncEvent extends infer E ? (E extends CartSyncEvent ? Omit<E, 'id'> : never) : never

export function emitCartSyncEvent(event: NewEvent) {
  const full = { ...event, id: nextId++ } as CartSyncEvent
  if (full.type === 'rejected') {
    rejections = [...rejections, full]
    rejectionListeners.forEach((listener) => listener())
  }
  listeners.forEach((listener) => listener(full))
}

export function subscribeCartSyncEvents(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Refused writes not yet dismissed, oldest first. */
export const getCartRejections = () => rejections

export function subscribeCartRejections(listener: () => void): () => void {
  rejectionListeners.add(listener)
  return () => rejectionListeners.delete(listener)
}

export function dismissCartRejection(id: number) {
  rejections = rejections.filter((entry) => entry.id !== id)
  rejectionListeners.forEach((listener) => listener())
}
