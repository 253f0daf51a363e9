import type { z } from 'zod'

/** How often a failed attempt is tried again, and how long to wait in between. */
export type RetryPolicy = {
  /** Attempts after the first; the job is failed once they are used up. */
  limit: number
  /** Whole seconds before the next attempt; with `backoff` the first of a doubling series. */
  delaySeconds?: number
  backoff?: boolean
  maxDelaySeconds?: number
}

/**
 * What a `singletonKey` guarantees: `queued` keeps at most one waiting job per key (a refresh asked
 * twice runs once), `queued-or-active` at most one waiting or running (one closing per auction).
 */
export type Uniqueness = 'none' | 'queued' | 'queued-or-active'

export type JobDefinition<Payload extends z.ZodType = z.ZodType> = {
  payload: Payload
  retry?: RetryPolicy
  uniqueness?: Uniqueness
  /** How long one attempt may run before it counts as failed (default 15 minutes). */
  timeoutSeconds?: number
  /** How often an idle worker asks for due jobs of this name (pg-boss allows 0.5 s at least; default: the queue's). */
  pollingIntervalSeconds?: number
}

export type JobDefinitions = Record<string, JobDefinition>

export type JobName<Definitions extends JobDefinitions> = keyof Definitions & string

/** What a sender passes (before the schema's defaults and transforms). */
export type PayloadInput<Definitions extends JobDefinitions, Name extends JobName<Definitions>> = z.input<Definitions[Name]['payload']>

/** What a handler receives: the payload as the schema parsed it. */
export type Payload<Definitions extends JobDefinitions, Name extends JobName<Definitions>> = z.output<Definitions[Name]['payload']>

export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 10, backoff: true, maxDelaySeconds: 600 }

/** Keeps the payload schema's exact type, so senders and handlers of the job are typed by it. */
export function defineJob<Payload extends z.ZodType>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition
}
