import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '@server/modules/users/tables'

/**
 * Activated invitation codes. An account enters one code once (unique invitee) and a device once
 * (unique device id). The inviter's reward stays available until an order uses it.
 */
export const invitationRedemptions = pgTable(
  'invitation_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .unique('invitation_redemptions_invitee_unique')
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull().unique('invitation_redemptions_device_unique'),
    code: text('code').notNull(),
    /** VND taken off the inviter's shipping fee. */
    rewardAmount: integer('reward_amount').notNull(),
    /** The inviter's order whose shipping fee used the reward (null while still available). */
    usedByOrderId: integer('used_by_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invitation_redemptions_inviter_idx').on(table.inviterId, table.usedByOrderId)],
)
