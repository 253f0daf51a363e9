import { z } from 'zod'
import { text } from './fields'

/**
 * Invitation codes (spec §2 Customer area, §5, §9). The code rule is in src/shared/account/invitation-code.
 * A device id is a random id the browser keeps (IndexedDB) and sends with a redemption.
 */
const deviceIdError = { error: 'invitationDeviceRequired', abort: true }
/** 8 to 100 letters, digits, '_' or '-'. */
const deviceIdSchema = z
  .string(deviceIdError)
  .min(8, deviceIdError)
  .max(100, deviceIdError)
  .regex(/^[\w-]+$/, deviceIdError)

export const redeemInvitationBodySchema = z
  .object({
    code: text(40, { trim: true, required: 'invitationCodeRequired', tooLong: 'invitationCodeInvalid' }),
    device_id: deviceIdSchema,
  })
  .meta({ examples: [{ code: '8890137', device_id: 'browser-7f3a9c21' }] })
export type RedeemInvitationBody = z.input<typeof redeemInvitationBodySchema>

export const invitationStatusSchema = z.object({
  /** The caller's own code, to share. */
  code: z.string(),
  /** The code the caller entered, if any (an account enters one code once). */
  redeemed: z.object({ code: z.string(), redeemed_at: z.number().int() }).nullable(),
  /** Codes of the caller's that others activated and whose reward is not used yet. */
  credit: z.object({
    activated_codes: z.number().int(),
    /** Shipping fee discount on the caller's next order, VND. */
    amount: z.number().int(),
    currency_id: z.literal('VND'),
  }),
  reward_per_code: z.number().int(),
})
export type InvitationStatus = z.infer<typeof invitationStatusSchema>
export const invitationStatusResponseSchema = z.object({ data: invitationStatusSchema })
