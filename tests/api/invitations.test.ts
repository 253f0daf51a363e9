import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { encodeInvitationCode } from '@shared/account/invitation-code'
import { spendInvitationCredit } from '@server/modules/invitations/service'
import { describeEachDriver, type TestContext } from './support/test-app'

type Customer = { id: number; code: string; headers: { authorization: string } }

async function customer(context: TestContext): Promise<Customer> {
  const { token } = await context.signUp()
  const headers = { authorization: `Bearer ${token}` }
  const me = (await context.app.inject({ url: '/api/invitations/me', headers })).json().data
  const id = (await context.app.inject({ url: '/api/users/me', headers })).json().data.id
  return { id, code: me.code, headers }
}

const newDevice = () => `device-${randomUUID()}`

function redeem(context: TestContext, who: Customer, code: string, deviceId = newDevice(), language = 'en') {
  return context.app.inject({
    method: 'POST',
    url: '/api/invitations',
    headers: { ...who.headers, 'accept-language': language },
    payload: { code, device_id: deviceId },
  })
}

async function status(context: TestContext, who: Customer) {
  return (await context.app.inject({ url: '/api/invitations/me', headers: who.headers })).json().data
}

describeEachDriver('invitations', (context) => {
  it('asks for sign-in', async () => {
    const { app } = context()
    expect((await app.inject({ url: '/api/invitations/me' })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: '/api/invitations', payload: { code: '81', device_id: newDevice() } })).statusCode,
    ).toBe(401)
  })

  it('shows the customer’s own code, derived from the id, and no reward yet', async () => {
    const me = await customer(context())
    expect(await status(context(), me)).toEqual({
      code: encodeInvitationCode(me.id),
      redeemed: null,
      credit: { activated_codes: 0, amount: 0, currency_id: 'VND' },
      reward_per_code: 20_000,
    })
  })

  it('refuses the customer’s own code', async () => {
    const me = await customer(context())
    const response = await redeem(context(), me, me.code)
    expect(response.statusCode).toBe(422)
    expect(response.json()).toMatchObject({ code: 'invitationOwnCode', message: 'You cannot enter your own invitation code.' })
  })

  it('refuses an unknown or malformed code with the invalid-code message', async () => {
    const me = await customer(context())
    const wrongCheckDigit = me.code.slice(0, -1) + ((Number(me.code.at(-1)) + 1) % 10)
    for (const code of [encodeInvitationCode(2_000_000_000), '12345', 'not-a-code', wrongCheckDigit]) {
      const response = await redeem(context(), me, code)
      expect(response.statusCode, code).toBe(422)
      expect(response.json()).toMatchObject({
        code: 'invitationCodeInvalid',
        message: 'Sorry, this invitation code is not valid.',
        errors: { code: ['Sorry, this invitation code is not valid.'] },
      })
    }
    const vi = await redeem(context(), me, '12345', newDevice(), 'vi')
    expect(vi.json().message).toBe('Xin lỗi, mã giới thiệu này không hợp lệ.')
    const missing = await context().app.inject({ method: 'POST', url: '/api/invitations', headers: me.headers, payload: { code: '' } })
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'device_id'])
  })

  it('activates another customer’s code once per account and credits the inviter 20,000 VND', async () => {
    const inviter = await customer(context())
    const other = await customer(context())
    const invitee = await customer(context())
    const accepted = await redeem(context(), invitee, ` ${inviter.code.slice(0, 3)} ${inviter.code.slice(3)} `)
    expect(accepted.statusCode).toBe(201)
    expect(accepted.json().data.redeemed).toMatchObject({ code: inviter.code, redeemed_at: expect.any(Number) })
    expect((await status(context(), inviter)).credit).toEqual({ activated_codes: 1, amount: 20_000, currency_id: 'VND' })

    const again = await redeem(context(), invitee, inviter.code)
    expect(again.statusCode).toBe(422)
    expect(again.json().code).toBe('invitationAlreadyRedeemed')
    const anotherCode = await redeem(context(), invitee, other.code)
    expect(anotherCode.json().code).toBe('invitationAlreadyRedeemed')
    expect((await status(context(), other)).credit.activated_codes).toBe(0)
  })

  it('accepts one code per device', async () => {
    const inviter = await customer(context())
    const first = await customer(context())
    const second = await customer(context())
    const device = newDevice()
    expect((await redeem(context(), first, inviter.code, device)).statusCode).toBe(201)
    const sameDevice = await redeem(context(), second, inviter.code, device)
    expect(sameDevice.statusCode).toBe(422)
    expect(sameDevice.json()).toMatchObject({
      code: 'invitationDeviceUsed',
      message: 'This device has already been used to enter an invitation code.',
    })
    expect((await redeem(context(), second, inviter.code, newDevice())).statusCode).toBe(201)
    expect((await status(context(), inviter)).credit).toMatchObject({ activated_codes: 2, amount: 40_000 })
  })

  it('settles concurrent attempts of one account: exactly one succeeds', async () => {
    const inviter = await customer(context())
    const invitee = await customer(context())
    const responses = await Promise.all([0, 1, 2, 3].map(() => redeem(context(), invitee, inviter.code)))
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 422, 422, 422])
    expect((await status(context(), inviter)).credit.activated_codes).toBe(1)
  })

  it('lets the next order of the inviter use the reward once', async () => {
    const { database } = context()
    const inviter = await customer(context())
    for (let index = 0; index < 3; index += 1)
      expect((await redeem(context(), await customer(context()), inviter.code)).statusCode).toBe(201)
    expect(await spendInvitationCredit(database.db, inviter.id, 9001)).toBe(60_000)
    expect(await spendInvitationCredit(database.db, inviter.id, 9002)).toBe(0)
    expect((await status(context(), inviter)).credit).toMatchObject({ activated_codes: 0, amount: 0 })
  })
})
