import {
  rateHistoryResponseSchema,
  rateProposalResponseSchema,
  setRateBodySchema,
  setRateResponseSchema,
} from '@shared/contracts/admin/rates'
import type { App } from '@server/http/types'
import type { RateFeed } from './feed'
import { staffActor } from '@server/modules/audit'
import { errorResponses, staffOnly } from '@server/http/scopes'
import { rateHistory, setYenRate, dayOf } from './staff'

const tags = ['admin']

/** Staff scope: today's rate and its history. */
/** The bank's rate feed, or null when none is configured. */
export type RateStaffRouteDeps = { rateFeed: RateFeed | null }

export async function rateStaffRoutes(app: App, { rateFeed }: RateStaffRouteDeps) {
  app.get(
    '/rates',
    {
      config: staffOnly('finance'),
      schema: { tags, summary: 'JPY → VND rates of the last 60 days, oldest first', response: { 200: rateHistoryResponseSchema } },
    },
    async () => ({ data: await rateHistory(app.db, app.clock.now()) }),
  )

  app.get(
    '/rates/proposal',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary: "Today's JPY → VND rate the configured bank feed proposes (RATE_FEED_URL), or null",
        response: { 200: rateProposalResponseSchema },
      },
    },
    async () => ({ data: (await rateFeed?.propose()) ?? null }),
  )

  app.put(
    '/rates',
    {
      config: staffOnly('finance'),
      schema: {
        tags,
        summary:
          'Set the JPY → VND rate of a day (effective_on, default today, at most 7 days ahead); VND → JPY follows; audited. ' +
          'More than 5 % away from the rate in force: 422 unless confirm_deviation',
        body: setRateBodySchema,
        response: { 200: setRateResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const now = app.clock.now()
      const { rate, effective_on, confirm_deviation } = request.body
      const day = effective_on ?? dayOf(now)
      const confirmDeviation = confirm_deviation === true
      return { data: await setYenRate(app.db, staffActor(request), { rate, day, now, confirmDeviation }) }
    },
  )
}
