import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { INVITATION_REWARD_VND, decodeInvitationCode, encodeInvitationCode, normalizeInvitationCode } from '@shared/account/invitation-code'
import type { InvitationStatus } from '@shared/contracts/invitation'
import type { Database } from '@server/db/client'
import { AppError } from '@server/http/app-error'
import type { MessageKey } from '@server/i18n/messages'
import { findUserById } from '@server/modules/users'
import { invitationRedemptions } from './tables'

const refuse = (key: MessageKey) => new AppError(422, key, {}, { code: [key] })

/** The inviter's reward not yet used by an order: activated codes and the VND it takes off. */
export async function availableInvitationCredit(db: Database, userId: number) {
  const [row] = await db
    .select({ codes: count(), amount: sql<number>`coalesce(sum(${invitationRedemptions.rewardAmount}), 0)::int` })
    .from(invitationRedemptions)
    .where(and(eq(invitationRedemptions.inviterId, userId), isNull(invitationRedemptions.usedByOrderId)))
  return { activatedCodes: row.codes, amount: Number(row.amount) }
}

/**
 * For order pricing: marks every unused reward of the customer as used by `orderId` and returns
 * the VND to take off that order's shipping fee. Call it inside the order's transaction.
 */
export async function spendInvitationCredit(db: Database, userId: number, orderId: number): Promise<number> {
  const used = await db
    .update(invitationRedemptions)
    .set({ usedByOrderId: orderId, usedAt: new Date() })
    .where(and(eq(invitationRedemptions.inviterId, userId), isNull(invitationRedemptions.usedByOrderId)))
    .returning({ amount: invitationRedemptions.rewardAmount })
  return used.reduce((sum, row) => sum + row.amount, 0)
}

export async function invitationStatus(db: Database, userId: number): Promise<InvitationStatus> {
  const [[redeemed], credit] = await Promise.all([
    db.select().from(invitationRedemptions).where(eq(invitationRedemptions.inviteeId, userId)),
    availableInvitationCredit(db, userId),
  ])
  return {
    code: encodeInvitationCode(userId),
    redeemed: redeemed ? { code: redeemed.code, redeemed_at: Math.floor(redeemed.createdAt.getTime() / 1000) } : null,
    credit: { activated_codes: credit.activatedCodes, amount: credit.amount, currency_id: 'VND' },
    reward_per_code: INVITATION_REWARD_VND,
  }
}

/**
 * Activates another customer's code. Refused: a malformed code or one naming no customer, the
 * caller's own code, a second code for the same account, a second code from the same device.
 * The unique keys on invitee and device settle concurrent attempts.
 */
export async function redeemInvitation(db: Database, userId: number, input: { code: string; deviceId: string }) {
  const code = normalizeInvitationCode(input.code)
  const inviterId = decodeInvitationCode(code)
  if (inviterId === null) throw refuse('invitationCodeInvalid')
  if (inviterId === userId) throw refuse('invitationOwnCode')
  if (!(await findUserById(db, inviterId))) throw refuse('invitationCodeInvalid')
  await refuseIfUsed(db, userId, input.deviceId)
  const [inserted] = await db
    .insert(invitationRedemptions)
    .values({ inviterId, inviteeId: userId, deviceId: input.deviceId, code, rewardAmount: INVITATION_REWARD_VND })
    .onConflictDoNothing()
    .returning({ id: invitationRedemptions.id })
  if (!inserted) {
    await refuseIfUsed(db, userId, input.deviceId)
    throw refuse('invitationCodeInvalid')
  }
  return invitationStatus(db, userId)
}

async function refuseIfUsed(db: Database, userId: number, deviceId: string) {
  const [byAccount] = await db
    .select({ id: invitationRedemptions.id })
    .from(invitationRedemptions)
    .where(eq(invitationRedemptions.inviteeId, userId))
  if (byAccount) throw refuse('invitationAlreadyRedeemed')
  const [byDevice] = await db
    .select({ id: invitationRedemptions.id })
    .from(invitationRedemptions)
    .where(eq(invitationRedemptions.deviceId, deviceId))
  if (byDevice) throw refuse('invitationDeviceUsed')
}
