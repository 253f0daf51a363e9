import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Notification, NotificationFeed, PushPreferences } from '@shared/contracts/notifications'
import { isLocale, type Locale } from '@shared/i18n/locales'
import { isNotificationKind, NOTIFICATION_FEED_SIZE, NOTIFICATION_KINDS, type NotificationKind } from '@shared/notifications/kinds'
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

/** The header bell: my newest notifications, worded in the request's language, and how many are unread. */
export async function notificationFeed(db: Database, userId: number, locale: Locale): Promise<NotificationFeed> {
  const mine = eq(notifications.userId, userId)
  const [rows, [{ unread }]] = await Promise.all([
    db.select().from(notifications).where(mine).orderBy(desc(notifications.id)).limit(NOTIFICATION_FEED_SIZE),
    db
      .select({ unread: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt))),
  ])
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
  return { data, unread_count: unread }
}

/** Everything of mine up to this id counts as read (ids of others are never touched). */
export async function markNotificationsRead(db: Database, userId: number, upToId: number, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), lte(notifications.id, upToId), isNull(notifications.readAt)))
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
