import { expect, inject, it } from 'vitest'
import { TEST_PROJECT_ID } from './support/global-setup'
import { bearer, signUpStaff } from './support/staff'
import { buildTestApp, describeEachDriver } from './support/test-app'

/** Changes an account as `npm run admin -- staff remove` (claims) or the Firebase console (disabled) would. */
async function updateAccount(uid: string, change: Record<string, unknown>) {
  const response = await fetch(
    `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/projects/${TEST_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, ...change }),
    },
  )
  expect(response.ok, await response.text()).toBe(true)
}

describeEachDriver('a removed staff member', (context) => {
  it('is refused the console with the token they still hold, once the account is asked again (STAFF_RECHECK_SECONDS)', async () => {
    const built = await buildTestApp(context().database, { env: { STAFF_RECHECK_SECONDS: '0' } })
    try {
      const staff = await signUpStaff(context())
      const me = () => built.app.inject({ url: '/api/admin/me', headers: bearer(staff.token) })
      expect((await me()).statusCode).toBe(200)
      await updateAccount(staff.uid, { customAttributes: JSON.stringify({}) })
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
