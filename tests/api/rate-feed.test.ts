import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it } from 'vitest'
import { createVietcombankRateFeed } from '@server/modules/rates'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

const RECORDED = readFileSync(resolve(import.meta.dirname, '../fixtures/rates/vietcombank.xml'), 'utf8')
let feedAnswer = RECORDED
const recordedFeed = createVietcombankRateFeed('https://bank.example/rates.xml', async () => new Response(feedAnswer))

describeEachDriver(
  'the day’s rate proposed by a bank feed',
  (context) => {
    it('shows staff the JPY selling rate the feed publishes, and nothing when it cannot be read; customers are refused', async () => {
      const staff = await signUpStaff(context())
      const proposal = () => context().app.inject({ url: '/api/admin/rates/proposal', headers: bearer(staff.token) })
      expect((await proposal()).json()).toEqual({ data: { rate: 173.4, source: 'Vietcombank', published_at: '11/24/2026 8:31:05 AM' } })
      feedAnswer = '<html>down for maintenance</html>'
      expect((await proposal()).json()).toEqual({ data: null })
      feedAnswer = RECORDED

      const customer = await context().signUp()
      expect((await context().app.inject({ url: '/api/admin/rates/proposal', headers: bearer(customer.token) })).statusCode).toBe(403)
      // Proposing sets nothing: today's public rate is still the stored one.
      expect((await context().app.inject({ url: '/api/amount-with-conditions' })).json().data.rate).not.toBe(173.4)
    })
  },
  { rateFeed: recordedFeed },
)

describeEachDriver('without a bank feed', (context) => {
  it('proposes nothing', async () => {
    const staff = await signUpStaff(context())
    const answer = await context().app.inject({ url: '/api/admin/rates/proposal', headers: bearer(staff.token) })
    expect(answer.json()).toEqual({ data: null })
  })
})
