import { beforeAll, expect, it } from 'vitest'
import { STAFF_ROLES, type StaffRole } from '@shared/staff/roles'
import { routeKey, routesOfScope } from './support/route-scopes'
import { bearer, concreteUrl, signUpStaff } from './support/staff'
import { describeEachDriver } from './support/test-app'

/**
 * The staff roles matrix: every staff route of the app's route table declares the roles that may
 * call it (`config: staffOnly(…)`, http/scopes.ts) — a new staff route without a declaration fails
 * here. For each route, a member of each role not declared is refused (403, staffRoleMissing, before
 * the body is read) and a member of each declared role, and the owner, is not (whatever the route
 * then answers to an id that exists nowhere and an empty body).
 */
describeEachDriver('staff roles', (context) => {
  const tokens = new Map<StaffRole, string>()

  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens.set(role, (await signUpStaff(context(), [role])).token)
  })

  const staffRoutes = () => routesOfScope(context().app.registeredRoutes, 'staff')

  it('finds the staff routes in the route table (the console’s whole API)', () => {
    expect(staffRoutes().length).toBeGreaterThan(40)
  })

  it('has every staff route declare its roles', () => {
    const undeclared = staffRoutes()
      .filter((route) => !route.config?.staffRoles?.length)
      .map(routeKey)
    expect(undeclared, 'staff routes without config: staffOnly(…)').toEqual([])
  })

  it('refuses each role a route does not declare, serves each it does, and the owner everywhere', async () => {
    const wrong: string[] = []
    for (const route of staffRoutes()) {
      const declared = route.config?.staffRoles ?? []
      for (const role of STAFF_ROLES) {
        const allowed = role === 'owner' || declared.includes(role)
        const response = await context().app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { ...bearer(tokens.get(role) as string), 'accept-language': 'en' },
        })
        const refused = response.statusCode === 403 && response.json().code === 'staffRoleMissing'
        if (allowed === refused || (!allowed && response.statusCode !== 403))
          wrong.push(`${routeKey(route)} as ${role}: ${response.statusCode} (${allowed ? 'allowed' : 'not allowed'})`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('says why in the request’s language', async () => {
    const response = await context().app.inject({
      url: '/api/admin/rates',
      headers: { ...bearer(tokens.get('warehouse') as string), 'accept-language': 'en' },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ code: 'staffRoleMissing', message: 'Your staff role does not allow this. Ask the owner for access.' })
  })

  it('answers every member who they are and their roles (the console shows them their part)', async () => {
    const me = await context().app.inject({ url: '/api/admin/me', headers: bearer(tokens.get('warehouse') as string) })
    expect(me.json().data.roles).toEqual(['warehouse'])
    const owner = await signUpStaff(context())
    const legacy = await context().app.inject({ url: '/api/admin/me', headers: bearer(owner.token) })
    // An account with `staff: true` alone (added before roles existed) is an owner.
    expect(legacy.json().data.roles).toEqual(['owner'])
  })
})
