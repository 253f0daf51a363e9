import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createVietcombankRateFeed } from '@server/modules/rates'

const RECORDED = readFileSync(resolve(import.meta.dirname, '../fixtures/rates/vietcombank.xml'), 'utf8')

/** A fetch that answers every request with this status and body (or throws). */
const answering =
  (status: number, body: string | Error): typeof fetch =>
  async () => {
    if (body instanceof Error) throw body
    return new Response(body, { status })
  }

describe('the Vietcombank rate feed', () => {
  it('proposes the JPY selling rate of a recorded answer, with when the bank published it', async () => {
    const feed = createVietcombankRateFeed('https://bank.example/rates.xml', answering(200, RECORDED))
    expect(await feed.propose()).toEqual({ rate: 173.4, source: 'Vietcombank', published_at: '11/24/2026 8:31:05 AM' })
  })

  it.each([
    ['an error status', answering(503, 'busy')],
    ['a network failure', answering(200, new Error('ECONNRESET'))],
    ['a body that is not its XML', answering(200, '<html>maintenance</html>')],
    ['no yen in the list', answering(200, RECORDED.replace('CurrencyCode="JPY"', 'CurrencyCode="CNY"'))],
    ['a yen rate that is no number', answering(200, RECORDED.replace('Sell="173.40"', 'Sell="-"'))],
  ])('proposes nothing on %s', async (_case, fetcher) => {
    expect(await createVietcombankRateFeed('https://bank.example/rates.xml', fetcher).propose()).toBeNull()
  })

  it('reads thousands separators and a list of one rate', async () => {
    const one = '<ExrateList><Exrate CurrencyCode="JPY" Buy="1,163.87" Transfer="1,165.53" Sell="1,173.40" /></ExrateList>'
    expect(await createVietcombankRateFeed('u', answering(200, one)).propose()).toMatchObject({ rate: 1173.4, published_at: null })
  })
})
