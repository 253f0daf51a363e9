import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Notification, NotificationFeed, PushPreferences } from '@shared/contracts/notifications'
import { isLocale, type Locale } from '@shared/i18n/locales'
import {
  isNotificationKind,
  kindsOfGroup,
  NOTIFICATION_FEED_SIZE,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KINDS,
  type NotificationGroup,
  type NotificationKind,
  notificationGroupOf,
} from '@shared/notifications/kinds'
import type { Database } from '@server/db/client'
import { withTransaction } from '@server/db/transaction'
import { NOTIFICATION_PARAMS, type StoredNotification, subjectOf } from './events'
import { renderNotification } from './render'
import { notifications, notificationSettings } from './tables'

type NotificationRow = typeof notifications.$inferSelect
const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

/** A stored row with its facts parsed by its kind; null for a kind or facts this version does not know. */
export function toStoredNotification(row: Pick<NotificationRow, 'id' | 'kind' | 'params' | 'createdAt'>): StoredNotification | null {
  if (!isNotificationKind(row.kind)) return null
  const parsed = NOTIFICATION_PARAMS[row.kind].safeParse(row.params)
  if (!parsed.success) return null
  return { id: row.id, kind: row.kind, params: parsed.data, createdAt: row.createdAt } as StoredNotification
}

/**
 * The header bell: the newest notifications of each group (so 24 warehouse notices never push an
 * outbid out of view), worded in the request's language, newest first overall, with the unread
 * count in all and per group (groups in the bell's order, auction events first).
 */
export async function notificationFeed(db: Database, userId: number, locale: Locale): Promise<NotificationFeed> {
  const mine = eq(notifications.userId, userId)
  const [perGroup, unreadByKind] = await Promise.all([
    Promise.all(
      NOTIFICATION_GROUPS.map((group) =>
        db
          .select()
          .from(notifications)
          .where(and(mine, inArray(notifications.kind, kindsOfGroup(group))))
          .orderBy(desc(notifications.id))
          .limit(NOTIFICATION_FEED_SIZE),
      ),
    ),
    db
      .select({ kind: notifications.kind, unread: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt)))
      .groupBy(notifications.kind),
  ])
  const rows = perGroup.flat().sort((a, b) => b.id - a.id)
  const data = rows.flatMap((row): Notification[] => {
    const stored = toStoredNotification(row)
    if (!stored) return []
    const rendered = renderNotification(stored, locale)
    const subject = subjectOf(stored)
    return [
      {
        id: row.id,
        kind: stored.kind,
        title: rendered.title,
        body: rendered.body,
        image_url: rendered.imageUrl,
        url: rendered.url,
        tone: rendered.tone,
        created_at: unixSeconds(row.createdAt),
        read: row.readAt !== null,
        order_id: subject.orderId,
        auction_id: subject.auctionId,
      },
    ]
  })
  const unreadPerGroup = new Map<NotificationGroup, number>(NOTIFICATION_GROUPS.map((group) => [group, 0]))
  let unreadCount = 0
  for (const { kind, unread } of unreadByKind) {
    unreadCount += unread
    if (isNotificationKind(kind)) {
      const group = notificationGroupOf(kind)
      unreadPerGroup.set(group, (unreadPerGroup.get(group) ?? 0) + unread)
    }
  }
  return {
    data,
    unread_count: unreadCount,
    groups: NOTIFICATION_GROUPS.map((group) => ({ group, unread_count: unreadPerGroup.get(group) ?? 0 })),
  }
}

/** Everything of mine up to this id counts as read (ids of others are never touched). */
export async function markNotificationsRead(db: Database, userId: number, upToId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), lte(notifications.id, upToId), isNull(notifications.readAt)))
}

/**
 * These notifications of mine count as read (an entry opened). All or nothing: false, and nothing
 * marked, when one of them is not mine (another customer's id reads as a missing one).
 */
export async function markNotificationItemsRead(db: Database, userId: number, ids: readonly number[], now: Date): Promise<boolean> {
  const wanted = [...new Set(ids)]
  return withTransaction(db, async (tx) => {
    const owned = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted)))
      .for('update')
    if (owned.length !== wanted.length) return false
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted), isNull(notifications.readAt)))
    return true
  })
}

/** Keeps the language the app last used (push is worded in it); writes only when it changed. */
export async function rememberLanguage(db: Database, userId: number, language: Locale): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, language })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { language, updatedAt: new Date() },
      setWhere: sql`${notificationSettings.language} is distinct from excluded.language`,
    })
}

export type CustomerPushSettings = { language: Locale; muted: readonly string[] }

export async function pushSettingsOf(db: Database, userId: number): Promise<CustomerPushSettings> {
  const [row] = await db
    .select({ language: notificationSettings.language, muted: notificationSettings.mutedPushKinds })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
  return { language: isLocale(row?.language) ? row.language : 'vi', muted: row?.muted ?? [] }
}

export async function pushPreferences(db: Database, userId: number): Promise<PushPreferences> {
  const { muted } = await pushSettingsOf(db, userId)
  return Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, !muted.includes(kind)])) as PushPreferences
}

/** Turns push on or off for the kinds given; the others stay as they were. */
export async function updatePushPreferences(
  db: Database,
  userId: number,
  changes: Partial<Record<NotificationKind, boolean>>,
  language: Locale,
): Promise<PushPreferences> {
  await withTransaction(db, async (tx) => {
    await tx.insert(notificationSettings).values({ userId, language }).onConflictDoNothing()
    const [row] = await tx
      .select({ muted: notificationSettings.mutedPushKinds })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update')
    const muted = new Set(row.muted)
    for (const [kind, pushed] of Object.entries(changes)) pushed ? muted.delete(kind) : muted.add(kind)
    const mutedPushKinds = NOTIFICATION_KINDS.filter((kind) => muted.has(kind))
    await tx
      .update(notificationSettings)
      .set({ mutedPushKinds, language, updatedAt: new Date() })
      .where(eq(notificationSettings.userId, userId))
  })
  return pushPreferences(db, userId)
}
