import { randomUUID } from 'node:crypto'
import pg from 'pg'

export type NotificationHandlers = {
  /** A payload another process (or another handle on this database) published on the channel. */
  onMessage: (payload: string) => void
  /** The listening connection was (re)established: anything published before it listened was missed. */
  onResync: () => void
}

/**
 * Messages between the processes that share one database (PostgreSQL LISTEN/NOTIFY), e.g. "the
 * catalogue changed" so each clears its caches. A publisher does not hear itself. On PGlite the
 * database belongs to one process, so there is nobody to tell: both calls do nothing.
 */
export type DatabaseNotifications = {
  publish: (channel: string, payload: string) => Promise<void>
  /** Listens from now on, on a connection of its own opened at the first subscription. */
  subscribe: (channel: string, handlers: NotificationHandlers) => void
  close: () => Promise<void>
}

export const noNotifications: DatabaseNotifications = {
  publish: async () => {},
  subscribe: () => {},
  close: async () => {},
}

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 2_000

type Options = {
  /** Sends a NOTIFY (through the application's pool: no second connection to publish). */
  notify: (channel: string, message: string) => Promise<unknown>
  log?: (line: string) => void
}

/**
 * A dedicated client holds LISTEN for every subscribed channel. When its connection breaks (a
 * restart, a network cut) it reconnects with a capped backoff, listens again and tells every
 * subscriber to resync. Each message carries its sender's id, so a sender skips its own.
 */
export function postgresNotifications(connectionString: string, options: Options): DatabaseNotifications {
  const senderId = randomUUID()
  const log = options.log ?? ((line) => console.warn(line))
  const subscriptions = new Map<string, NotificationHandlers[]>()
  let client: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let retryTimer: NodeJS.Timeout | null = null
  let retryMs = FIRST_RETRY_MS
  let closed = false

  const deliver = (channel: string, message: string | undefined) => {
    const separator = message?.indexOf(':') ?? -1
    if (!message || separator < 0 || message.slice(0, separator) === senderId) return
    for (const handlers of subscriptions.get(channel) ?? []) handlers.onMessage(message.slice(separator + 1))
  }

  const scheduleReconnect = () => {
    if (closed || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = null
      void connect()
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  const onBroken = (current: pg.Client) => (error?: Error) => {
    if (client !== current) return
    client = null
    if (!closed) log(`Lost the database notification connection${error ? ` (${error.message})` : ''}; reconnecting.`)
    current.end().catch(() => {})
    scheduleReconnect()
  }

  const connect = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString, keepAlive: true })
      next.on('error', onBroken(next))
      next.on('end', onBroken(next))
      next.on('notification', ({ channel, payload }) => deliver(channel, payload))
      try {
        await next.connect()
        for (const channel of subscriptions.keys()) await next.query(`listen ${pg.escapeIdentifier(channel)}`)
      } catch {
        await next.end().catch(() => {})
        scheduleReconnect()
        return
      } finally {
        connecting = null
      }
      if (closed) return void (await next.end().catch(() => {}))
      client = next
      retryMs = FIRST_RETRY_MS
      // Whatever was published before this connection listened went unheard.
      for (const handlers of [...subscriptions.values()].flat()) handlers.onResync()
    })()
    return connecting
  }

  return {
    publish: async (channel, payload) => {
      await options.notify(channel, `${senderId}:${payload}`)
    },
    subscribe: (channel, handlers) => {
      const known = subscriptions.get(channel)
      subscriptions.set(channel, [...(known ?? []), handlers])
      if (known) return
      if (client) client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => {})
      else if (!connecting && !retryTimer) void connect()
    },
    close: async () => {
      closed = true
      if (retryTimer) clearTimeout(retryTimer)
      await connecting
      const current = client
      client = null
      await current?.end().catch(() => {})
    },
  }
}
