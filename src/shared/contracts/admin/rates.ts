import { z } from 'zod'

/** Staff set the day's JPY → VND rate; the inverse VND → JPY follows. One rate per day, earlier days kept. */
export const RATE_HISTORY_DAYS = 60
/** VND per JPY: bounds that catch a slip of the finger (a rate of 0, or ×1000), not the market. */
export const RATE_MIN = 1
export const RATE_MAX = 10_000

const isoDay = z
  .string({ error: 'fieldRequired' })
  .max(10, { error: 'fieldInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'fieldInvalid' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), {
    error: 'fieldInvalid',
  })

/**
 * PUT /api/admin/rates: the rate for a day (today by default, at most 7 days ahead). Setting the same
 * rate again changes nothing. A rate more than 5 % away from the rate in force is refused (422) unless
 * `confirm_deviation` is true (see @shared/money/rate-rules).
 */
export const setRateBodySchema = z.strictObject({
  rate: z
    .number({ error: 'rateInvalid' })
    .min(RATE_MIN, { error: 'rateInvalid' })
    .max(RATE_MAX, { error: 'rateInvalid' })
    .refine((rate) => Math.round(rate * 1e6) / 1e6 === rate, { error: 'rateInvalid' }),
  effective_on: isoDay.optional(),
  /** Staff saw the old → new warning and confirm a rate more than 5 % away from the rate in force. */
  confirm_deviation: z.boolean({ error: 'fieldInvalid' }).optional(),
})
export type SetRateBody = z.infer<typeof setRateBodySchema>

export const rateDaySchema = z.object({
  effective_on: z.string(),
  rate: z.number(),
  /** Unix seconds of the last change. */
  updated_at: z.number().int(),
  /** A future-dated rate: listed, but it prices nothing before its day. */
  scheduled: z.boolean(),
})
export type RateDay = z.infer<typeof rateDaySchema>

/** GET /api/admin/rates: the JPY → VND rate of each of the last 60 days that has one, then the scheduled ones, oldest first. */
export const rateHistoryResponseSchema = z.object({ data: z.array(rateDaySchema) })
export type RateHistory = z.infer<typeof rateHistoryResponseSchema>
export const setRateResponseSchema = z.object({ data: rateDaySchema })

/**
 * GET /api/admin/rates/proposal: what the configured bank feed (RATE_FEED_URL) proposes for today —
 * null when no feed is configured or it cannot be read. Staff decide; nothing is set from it.
 */
export const rateProposalSchema = z.object({
  rate: z.number(),
  /** The feed's name, e.g. Vietcombank (its JPY selling rate). */
  source: z.string(),
  /** When the feed says it published the rates, as it writes it. */
  published_at: z.string().nullable(),
})
export type RateProposal = z.infer<typeof rateProposalSchema>
export const rateProposalResponseSchema = z.object({ data: rateProposalSchema.nullable() })
