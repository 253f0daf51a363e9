import { afterEach, expect, it } from 'vitest'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { IKOM_ID } from '@shared/shops/registry'
import { orders } from '@server/modules/orders/tables'
import { eq } from 'drizzle-orm'
import { addressOf, createOrder, customer, productsOf } from './support/shop-fixtures'
import { bearer, setAccountClaims, signUpStaff, updateAccount } from './support/staff'
import { buildTestApp, describeEachDriver, type TestContext } from './support/test-app'

const RECHECK_MS = 60_000

/** Moves the app's clock (which the staff recheck window is measured by) past the window: no waiting. */
function pastTheRecheckWindow(context: TestContext) {
  context.clock.set(new Date(context.clock.now().getTime() + RECHECK_MS + 1000))
}

/** Resolves once the clock is in a later second (revocation times are whole seconds). */
const aSecondLater = () => new Promise((resolve) => setTimeout(resolve, 1001 - (Date.now() % 1000)))

describeEachDriver('a customer’s tokens after a password change', (context) => {
  it('refuses the token issued before it and accepts the one it issued, even a second after signing in', async () => {
    const { token: before } = await context().signUp()
    const me = (token: string) => context().app.inject({ url: '/api/users/me', headers: bearer(token) })
    expect((await me(before)).statusCode).toBe(200)
    // The change's revocation time is now a second later than the account's sign-in time (the token's auth_time):
    // the new token was issued after the revocation, so it holds; the emulator makes the same skew on a slow sign-up.
    await aSecondLater()
    const after = await context().changePassword(before)
    expect((await me(after)).statusCode).toBe(200)
    expect((await me(before)).statusCode).toBe(401)
  })
})

describeEachDriver('a removed staff member', (context) => {
  it('is refused the console with the token they still hold, once the account is asked again (STAFF_RECHECK_SECONDS)', async () => {
    const built = await buildTestApp(context().database, { env: { STAFF_RECHECK_SECONDS: '0' } })
    try {
      const staff = await signUpStaff(context())
      const me = () => built.app.inject({ url: '/api/admin/me', headers: bearer(staff.token) })
      expect((await me()).statusCode).toBe(200)
      await setAccountClaims(staff.uid, {})
      // The token still says staff: true; the account no longer does.
      expect((await me()).statusCode).toBe(403)
      // A customer's own routes still work with it.
      expect((await built.app.inject({ url: '/api/users/me', headers: bearer(staff.token) })).statusCode).toBe(200)
    } finally {
      await built.close()
    }
  })

  it('keeps a staff member believed between checks, and refuses a disabled account at once', async () => {
    const staff = await signUpStaff(context())
    const me = () => context().app.inject({ url: '/api/admin/me', headers: bearer(staff.token) })
    expect((await me()).statusCode).toBe(200)
    await updateAccount(staff.uid, { disableUser: true })
    expect((await me()).statusCode).toBe(401)
  })
})

describeEachDriver('the owner’s staff screen', (context) => {
  const as = (token: string) => ({ ...bearer(token), 'accept-language': 'en' })
  afterEach(() => context().clock.reset())

  it('changes a member’s roles: audited old → new, and the member holds the new ones within the recheck window', async () => {
    const { app } = context()
    const owner = await signUpStaff(context(), ['owner'])
    const member = await signUpStaff(context(), ['warehouse'])
    const rates = () => app.inject({ url: '/api/admin/rates', headers: as(member.token) })
    const boxEvent = () => app.inject({ method: 'POST', url: '/api/admin/boxes/999999/events', headers: as(member.token) })
    expect((await rates()).statusCode).toBe(403)
    expect((await boxEvent()).statusCode).not.toBe(403)

    const listed = (await app.inject({ url: '/api/admin/staff-members', headers: as(owner.token) })).json().data
    expect(listed).toContainEqual(expect.objectContaining({ uid: member.uid, email: member.email, roles: ['warehouse'], disabled: false }))
    // Only the owner manages staff.
    const byMember = await app.inject({ url: '/api/admin/staff-members', headers: as(member.token) })
    expect(byMember.statusCode).toBe(403)

    const changed = await app.inject({
      method: 'PUT',
      url: `/api/admin/staff-members/${member.uid}/roles`,
      headers: as(owner.token),
      payload: { roles: ['finance'] },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data).toMatchObject({ uid: member.uid, roles: ['finance'] })
    // Still the old roles until the account is asked again (at most STAFF_RECHECK_SECONDS later) …
    expect((await rates()).statusCode).toBe(403)
    pastTheRecheckWindow(context())
    // … then the new ones, with the token they already hold.
    expect((await rates()).statusCode).toBe(200)
    expect((await boxEvent()).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/admin/me', headers: as(member.token) })).json().data.roles).toEqual(['finance'])

    const audit = await app.inject({
      url: `/api/admin/audit?filter[subject_type]=staff_member&filter[subject_id]=${member.uid}`,
      headers: as(owner.token),
    })
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        action: 'staff.roles',
        actor: { uid: owner.uid, email: owner.email },
        before: { email: member.email, roles: ['warehouse'] },
        after: { email: member.email, roles: ['finance'] },
      }),
    ])
  })

  it('removes a member: refused on every staff route within the recheck window; the owner cannot remove or demote themselves', async () => {
    const { app } = context()
    const owner = await signUpStaff(context(), ['owner'])
    const member = await signUpStaff(context(), ['support'])
    const tickets = () => app.inject({ url: '/api/admin/support-tickets', headers: as(member.token) })
    expect((await tickets()).statusCode).toBe(200)

    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/staff-members/${member.uid}`, headers: as(owner.token) })
    expect(removed.statusCode).toBe(204)
    pastTheRecheckWindow(context())
    expect((await tickets()).statusCode).toBe(403)
    expect((await app.inject({ url: '/api/admin/me', headers: as(member.token) })).statusCode).toBe(403)
    const listed = (await app.inject({ url: '/api/admin/staff-members', headers: as(owner.token) })).json().data
    expect(listed.map((account: { uid: string }) => account.uid)).not.toContain(member.uid)
    // Removing them again: no such staff member.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/staff-members/${member.uid}`, headers: as(owner.token) })).statusCode,
    ).toBe(404)

    const self = await app.inject({ method: 'DELETE', url: `/api/admin/staff-members/${owner.uid}`, headers: as(owner.token) })
    expect(self.statusCode).toBe(422)
    const demoted = await app.inject({
      method: 'PUT',
      url: `/api/admin/staff-members/${owner.uid}/roles`,
      headers: as(owner.token),
      payload: { roles: ['content'] },
    })
    expect(demoted.statusCode).toBe(422)
    expect(demoted.json().errors.roles).toEqual(['You cannot drop your own owner role or remove yourself; ask another owner.'])
    const unknownRole = await app.inject({
      method: 'PUT',
      url: `/api/admin/staff-members/${member.uid}/roles`,
      headers: as(owner.token),
      payload: { roles: ['janitor'] },
    })
    expect(unknownRole.statusCode).toBe(400)
  })

  it('lets warehouse move an order only up to delivery; moves that move money are finance’s', async () => {
    const { app, database } = context()
    const warehouse = await signUpStaff(context(), ['warehouse'])
    const finance = await signUpStaff(context(), ['finance'])
    const buyer = await customer(context())
    const [product] = await productsOf(context(), IKOM_ID, 1)
    const payload = {
      order_info: { shipment_info: { address_id: await addressOf(context(), buyer) }, shipment_method_id: 'air', note: '' },
      items: [{ quantity: 1, product: { id: product.id } }],
    }
    const orderId = (await createOrder(context(), buyer, payload)).json().data.id as number
    const move = (token: string, from: number, to: number) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/transitions`,
        headers: as(token),
        payload: { from_status_id: from, to_status_id: to },
      })

    const pending = await move(warehouse.token, ORDER_STATUS.Newish, ORDER_STATUS.Pending)
    expect(pending.statusCode).toBe(403)
    expect(pending.json().code).toBe('staffRoleMissing')
    expect((await move(warehouse.token, ORDER_STATUS.Newish, ORDER_STATUS.Cancelled)).statusCode).toBe(403)
    expect((await move(finance.token, ORDER_STATUS.Newish, ORDER_STATUS.Pending)).statusCode).toBe(200)
    await database.db.update(orders).set({ statusId: ORDER_STATUS.PaidToSupplier }).where(eq(orders.id, orderId))
    expect((await move(warehouse.token, ORDER_STATUS.PaidToSupplier, ORDER_STATUS.OutOfStock)).statusCode).toBe(403)
    expect((await move(warehouse.token, ORDER_STATUS.PaidToSupplier, ORDER_STATUS.WaitingToReceive)).statusCode).toBe(200)
    expect((await move(warehouse.token, ORDER_STATUS.WaitingToReceive, ORDER_STATUS.ReceivedAtWarehouse)).statusCode).toBe(200)
    expect((await move(warehouse.token, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Debited)).statusCode).toBe(403)
    expect((await move(warehouse.token, ORDER_STATUS.ReceivedAtWarehouse, ORDER_STATUS.Finish)).statusCode).toBe(200)
  })
})
