import type { Database } from '@server/db/client'

/** Things that happened in one module that another part may act upon. */
export type DomainEventPayloads = {
  /** A customer was seen for the first time (their row in users was just created). */
  customerCreated: { userId: number }
  /** An order was created (not a replay of an idempotent request), after its transaction committed. */
  orderPlaced: { orderId: number; customerId: number }
}
export type DomainEventName = keyof DomainEventPayloads
type Listener<Name extends DomainEventName> = (payload: DomainEventPayloads[Name]) => Promise<void>
type TransactionListener<Name extends DomainEventName> = (transaction: Database, payload: DomainEventPayloads[Name]) => Promise<void>

export type DomainEvents = {
  /** Announces an event; listeners run in the background, never inside the request that emitted it. */
  emit<Name extends DomainEventName>(name: Name, payload: DomainEventPayloads[Name]): void
  on<Name extends DomainEventName>(name: Name, listener: Listener<Name>): void
  /**
   * The same event inside the emitter's transaction, for work that must stand or fall with the
   * change (enqueueing a job with it: a crash right after the commit then loses nothing).
   */
  emitWithin<Name extends DomainEventName>(transaction: Database, name: Name, payload: DomainEventPayloads[Name]): Promise<void>
  within<Name extends DomainEventName>(name: Name, listener: TransactionListener<Name>): void
  /** Resolves once every listener started so far has finished (shutdown waits for it; so can tests). */
  settled(): Promise<void>
}

export type ListenerFailureLog = (event: DomainEventName, error: unknown) => void

/**
 * In-process events: a listener's failure is logged and never reaches the emitter. Work that must
 * survive a restart or be retried belongs on the job queue: a listener enqueues it there.
 */
export function createDomainEvents(logFailure: ListenerFailureLog): DomainEvents {
  const listeners = new Map<DomainEventName, Listener<DomainEventName>[]>()
  const transactionListeners = new Map<DomainEventName, TransactionListener<DomainEventName>[]>()
  const running = new Set<Promise<void>>()

  const start = (name: DomainEventName, listener: Listener<DomainEventName>, payload: DomainEventPayloads[DomainEventName]) => {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => listener(payload))
      .catch((error) => logFailure(name, error))
      .finally(() => running.delete(run))
    running.add(run)
  }

  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) start(name, listener as Listener<DomainEventName>, payload)
    },
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<DomainEventName>])
    },
    async emitWithin(transaction, name, payload) {
      for (const listener of transactionListeners.get(name) ?? []) await listener(transaction, payload)
    },
    within(name, listener) {
      transactionListeners.set(name, [...(transactionListeners.get(name) ?? []), listener as TransactionListener<DomainEventName>])
    },
    async settled() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}
