import { expect, it } from 'vitest'
import { auditedWrite, recordAudit } from '@server/modules/audit'
import { bearer, concreteUrl, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

/** Every route of the staff API, as registered (a new admin route is covered without editing this test). */
const adminRoutes = (routes: readonly { method: string; url: string }[]) => routes.filter((route) => route.url.startsWith('/api/admin'))

describeEachDriver('staff API', (context) => {
  it('answers every admin route with 401 without a token and 403 to a customer, before reading the request', async () => {
    const { app, signUp } = context()
    const routes = adminRoutes(app.registeredRoutes)
    expect(routes.length).toBeGreaterThan(1)
    const customer = await signUp()
    for (const route of routes) {
      const request = {
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: route.method === 'GET' ? undefined : 'not json',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      }
      const anonymous = await app.inject(request)
      expect(anonymous.statusCode, `${route.method} ${route.url} without a token`).toBe(401)
      const asCustomer = await app.inject({ ...request, headers: { ...request.headers, ...bearer(customer.token) } })
      expect(asCustomer.statusCode, `${route.method} ${route.url} as a customer`).toBe(403)
      expect(asCustomer.json().message).toBe('You are not allowed to access this.')
    }
  })

  it('keeps an audit entry with its write and none for a write that failed', async () => {
    const { app, database } = context()
    const staff = await signUpStaff(context())
    const actor = { uid: staff.uid, email: staff.email }
    await auditedWrite(database.db, actor, async () => ({
      result: null,
      audit: { action: 'rate.set', subjectType: 'exchange_rate', subjectId: 'test-kept', before: { rate: 1 }, after: { rate: 2 } },
    }))
    await expect(
      auditedWrite(database.db, actor, async (tx) => {
        await recordAudit(tx, actor, { action: 'rate.set', subjectType: 'exchange_rate', subjectId: 'test-lost', before: null, after: {} })
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')

    const answer = await app.inject({ url: '/api/admin/audit?filter[subject_type]=exchange_rate', headers: bearer(staff.token) })
    expect(answer.statusCode).toBe(200)
    const ids = answer.json().data.map((entry: { subject_id: string }) => entry.subject_id)
    expect(ids).toContain('test-kept')
    expect(ids).not.toContain('test-lost')
    expect(answer.json().data.find((entry: { subject_id: string }) => entry.subject_id === 'test-kept')).toMatchObject({
      actor: { uid: staff.uid, email: staff.email },
      action: 'rate.set',
      before: { rate: 1 },
      after: { rate: 2 },
    })
  })
})
