import { expect, it } from 'vitest'
import type { RegisteredRoute } from '@server/http/route-catalog'
import { customer } from './support/shop-fixtures'
import { MULTIPART_DISCOVERY, type Probe, probesFor, rememberMultipartFields } from './support/hostile-input'
import { describeEachDriver, type TestContext } from './support/test-app'

type Caller = { name: string; userId: number | null; headers: Record<string, string> }

/** Sends one probe; a 5xx comes back as a line naming the route, the probe and the answer. */
async function failureOf(context: TestContext, probe: Probe, caller: Caller): Promise<string | null> {
  const response = await context.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    payload: probe.payload,
    headers: { ...probe.headers, ...caller.headers },
  })
  if (response.statusCode < 500) return null
  return `${caller.name} ${probe.method} ${probe.url.slice(0, 120)} — ${probe.label.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`
}

/** Multipart routes name the text fields they want in their field errors to an empty form. */
async function discoverMultipartFields(context: TestContext, route: RegisteredRoute, caller: Caller) {
  const { label: _label, ...probe } = MULTIPART_DISCOVERY
  const response = await context.app.inject({
    method: route.method as 'POST',
    url: route.url,
    payload: probe.payload,
    headers: { ...probe.headers, ...caller.headers },
  })
  rememberMultipartFields(route, Object.keys(response.json().errors ?? {}))
}

describeEachDriver('hostile input', (context) => {
  it('never answers 5xx on any registered route, signed out or signed in', { timeout: 120_000 }, async () => {
    const routes = context().app.registeredRoutes
    expect(routes.length).toBeGreaterThan(40)
    const signedIn = await customer(context())
    const callers: Caller[] = [
      { name: 'visitor', userId: null, headers: {} },
      { name: 'customer', userId: signedIn.id, headers: signedIn.headers },
    ]
    const failures: string[] = []
    let sent = 0
    for (const route of routes) {
      if (((route.schema?.consumes as string[] | undefined) ?? []).includes('multipart/form-data'))
        await discoverMultipartFields(context(), route, callers[1])
      for (const caller of callers) {
        for (const probe of probesFor(route, { userId: caller.userId })) {
          sent += 1
          const failure = await failureOf(context(), probe, caller)
          if (failure) failures.push(failure)
        }
      }
    }
    console.log(`input safety: ${sent} requests on ${routes.length} routes, ${failures.length} answered 5xx`)
    expect(failures).toEqual([])
  })
})
