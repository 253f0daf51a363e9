import { expect, it } from 'vitest'
import type { RegisteredRoute } from '@server/http/route-catalog'
import { customer } from './support/shop-fixtures'
import {
  MULTIPART_DISCOVERY,
  type Probe,
  probesFor,
  prototypeNameProbes,
  rememberMultipartFields,
  sampleOfEachKind,
} from './support/hostile-input'
import { describeEachDriver, type TestContext } from './support/test-app'

type Caller = { name: string; userId: number | null; headers: Record<string, string> }

/**
 * Sends one probe; a 5xx, or a refusal by the database (the error handler's backstop, code
 * invalidValue: no contract or guard caught the value), comes back as a line naming the route,
 * the probe and the answer.
 */
async function failureOf(context: TestContext, probe: Probe, caller: Caller): Promise<string | null> {
  const response = await context.app.inject({
    method: probe.method as 'GET',
    url: probe.url,
    payload: probe.payload,
    headers: { ...probe.headers, ...caller.headers },
  })
  if (response.statusCode < 500 && !response.body.includes('"code":"invalidValue"')) return null
  return `${caller.name} ${probe.method} ${probe.url.slice(0, 120)} — ${probe.label.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`
}

/** A prototype name as a parameter name is no allowed parameter: refused, never looked up and accepted. */
async function acceptedPrototypeNames(context: TestContext, route: RegisteredRoute, caller: Caller): Promise<string[]> {
  if (!route.schema?.querystring || route.method !== 'GET') return []
  const accepted: string[] = []
  for (const probe of prototypeNameProbes(route, { userId: caller.userId })) {
    const response = await context.app.inject({ url: probe.url, headers: caller.headers })
    if (response.statusCode < 400) accepted.push(`${caller.name} ${probe.url} → ${response.statusCode}`)
  }
  return accepted
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
  it('never answers 5xx, and no hostile value reaches the database, on any route, signed out or in', { timeout: 120_000 }, async () => {
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
        const probes = probesFor(route, { userId: caller.userId })
        const signedOutOfPrivateRoute = caller.userId === null && route.schema?.security !== undefined
        for (const probe of signedOutOfPrivateRoute ? sampleOfEachKind(probes) : probes) {
          sent += 1
          const failure = await failureOf(context(), probe, caller)
          if (failure) failures.push(failure)
        }
      }
    }
    console.log(`input safety: ${sent} requests on ${routes.length} routes, ${failures.length} failed`)
    expect(failures).toEqual([])
  })

  it('refuses prototype names as query parameters on every route that reads its query', async () => {
    const signedIn = await customer(context())
    const caller: Caller = { name: 'customer', userId: signedIn.id, headers: signedIn.headers }
    const accepted: string[] = []
    for (const route of context().app.registeredRoutes) accepted.push(...(await acceptedPrototypeNames(context(), route, caller)))
    expect(accepted).toEqual([])
  })
})
