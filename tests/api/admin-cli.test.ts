import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { expect, inject, it } from 'vitest'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { IKOM_ID } from '@shared/shops/registry'
import { TEST_PROJECT_ID } from './support/global-setup'
import { addressOf, createOrder, customer, productsOf } from './support/shop-fixtures'
import { bearer, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

const run = promisify(execFile)

/** `npm run admin -- …` as a terminal runs it, against the test project's emulator. */
function admin(args: string[]) {
  return run('node_modules/.bin/tsx', ['src/server/cli/admin.ts', ...args], {
    env: { ...process.env, FIREBASE_PROJECT_ID: TEST_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'), ADMIN_AS: '' },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  )
}

describeEachDriver('npm run admin -- <command> through the running server', (context) => {
  it('sets the rate and moves an order as a staff member, audited under their name', async () => {
    const { app } = context()
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const staff = await signUpStaff(context())
    const as = ['--as', staff.email, '--server', address]

    // 186.4 is more than 5 % above the seeded rates (170–176): refused until confirmed.
    expect(await admin(['rate', 'set', '186.4', ...as])).toMatchObject({ code: 1 })
    const rate = await admin(['rate', 'set', '186.4', '--confirm-deviation', 'yes', ...as])
    expect(rate).toMatchObject({ code: 0, stdout: expect.stringContaining(': 186.4') })
    expect((await app.inject({ url: '/api/amount-with-conditions' })).json().data.rate).toBe(186.4)

    const buyer = await customer(context())
    const [product] = await productsOf(context(), IKOM_ID, 1)
    const payload = {
      order_info: { shipment_info: { address_id: await addressOf(context(), buyer) }, shipment_method_id: 'air', note: '' },
      items: [{ quantity: 1, product: { id: product.id } }],
    }
    const orderId = (await createOrder(context(), buyer, payload)).json().data.id
    const moved = await admin(['order', 'move', `OS${String(orderId).padStart(6, '0')}`, 'pending', ...as])
    expect(moved).toMatchObject({ code: 0, stdout: expect.stringContaining('Newish → Pending') })
    const refused = await admin(['order', 'move', String(orderId), 'Finish', ...as])
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('An order cannot move from Pending to Finish.') })

    const audit = (
      await app.inject({ url: `/api/admin/audit?filter[subject_type]=order&filter[subject_id]=${orderId}`, headers: bearer(staff.token) })
    ).json()
    expect(audit.data).toEqual([expect.objectContaining({ action: 'order.transition', actor: { uid: staff.uid, email: staff.email } })])
    const seen = (await app.inject({ url: `/api/orders/${orderId}`, headers: buyer.headers })).json().data
    expect(seen.status_id).toBe(ORDER_STATUS.Pending)

    const reference = `CLI-${orderId}-${Date.now()}`
    const deposit = await admin(['wallet', 'deposit', String(buyer.id), '250000', reference, '--order', String(orderId), ...as])
    expect(deposit).toMatchObject({ code: 0, stdout: expect.stringContaining('Recorded deposit of 250000 VND') })
    const again = await admin(['wallet', 'deposit', String(buyer.id), '250000', reference, ...as])
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining(`The bank transfer ${reference} has already been recorded.`) })
    const unpublished = await admin(['post', 'unpublish', '1', ...as])
    expect(unpublished).toMatchObject({ code: 0, stdout: expect.stringContaining('is a draft') })
    expect((await app.inject({ url: '/api/posts/1' })).statusCode).toBe(404)
    const history = await admin(['audit', '--subject', `order/${orderId}`, ...as])
    expect(history).toMatchObject({ code: 0, stdout: expect.stringContaining(`${staff.email}  order.transition order/${orderId}`) })
  })

  it('refuses clearly: no server answering, no staff member named, an account without the claim', async () => {
    const down = await admin(['rate', 'show', '--as', 'x@example.com', '--server', 'http://127.0.0.1:9'])
    expect(down).toMatchObject({ code: 1, stderr: expect.stringContaining('No storefront server answers at http://127.0.0.1:9') })
    expect(down.stderr).toContain('never open the database')
    const address = `http://127.0.0.1:${(context().app.server.address() as { port: number }).port}`
    expect(await admin(['rate', 'show', '--server', address])).toMatchObject({ code: 1, stderr: expect.stringContaining('--as <email>') })
    const { email } = await context().signUp()
    expect(await admin(['rate', 'show', '--as', email, '--server', address])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is not staff'),
    })
    expect(await admin(['rate', 'fly'])).toMatchObject({ code: 2, stderr: expect.stringContaining('npm run admin -- rate set') })
  })
})

it('keeps the admin commands away from the database: none of their files opens it', () => {
  for (const file of ['admin.ts', 'admin-commands.ts', 'admin-api-commands.ts', 'staff-api.ts']) {
    const source = readFileSync(`src/server/cli/${file}`, 'utf8')
    expect(source, file).not.toMatch(/@server\/db|pglite|drizzle|@server\/modules/)
  }
})
