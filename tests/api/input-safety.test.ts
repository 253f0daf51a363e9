import { randomUUID } from 'node:crypto'
import { deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { expect, inject, it } from 'vitest'
import { encodeInvitationCode } from '@shared/account/invitation-code'
import type { RegisteredRoute } from '@server/http/route-catalog'
import { SCOPES } from '@server/http/scopes'
import { grantStaff } from '@server/identity/staff-claims'
import { customer } from './support/shop-fixtures'
import {
  MULTIPART_DISCOVERY,
  type Probe,
  probesFor,
  prototypeNameProbes,
  rememberMultipartFields,
  sampleOfEachKind,
} from './support/hostile-input'
import { TEST_PROJECT_ID } from './support/global-setup'
import { describeEachDriverUnlimited, type TestContext } from './support/test-app'

/** Who sends the probes, and on which routes all of them (elsewhere one of each kind: the scope refuses them first). */
type Caller = { name: string; userId: number | null; headers: Record<string, string>; probesAll: (route: RegisteredRoute) => boolean }

const isStaffRoute = (route: RegisteredRoute) => route.url.startsWith(SCOPES.staff.prefix)

/** A signed-in staff member: a fresh account given the staff claim, then signed in again for a token that carries it. */
async function staffHeaders(context: TestContext): Promise<Record<string, string>> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost')
  const firebase = initializeApp({ projectId: TEST_PROJECT_ID }, `input-safety-${randomUUID()}`)
  try {
    const { email } = await context.signUp()
    await grantStaff(getAuth(firebase), email)
    return { authorization: `Bearer ${await context.signIn(email)}` }
  } finally {
    await deleteApp(firebase)
  }
}

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

describeEachDriverUnlimited('hostile input', (context) => {
  it('never answers 5xx, and no hostile value reaches the database, on any route, signed out, as a customer or as staff', {
    timeout: 120_000,
  }, async () => {
    const routes = context().app.registeredRoutes
    expect(routes.length).toBeGreaterThan(40)
    const signedIn = await customer(context())
    const callers: Caller[] = [
      { name: 'visitor', userId: null, headers: {}, probesAll: (route) => route.schema?.security === undefined },
      { name: 'customer', userId: signedIn.id, headers: signedIn.headers, probesAll: (route) => !isStaffRoute(route) },
      { name: 'staff', userId: null, headers: await staffHeaders(context()), probesAll: isStaffRoute },
    ]
    const failures: string[] = []
    let sent = 0
    for (const route of routes) {
      if (((route.schema?.consumes as string[] | undefined) ?? []).includes('multipart/form-data'))
        await discoverMultipartFields(context(), route, callers[1])
      for (const caller of callers) {
        const probes = probesFor(route, { userId: caller.userId })
        for (const probe of caller.probesAll(route) ? probes : sampleOfEachKind(probes)) {
          sent += 1
          const failure = await failureOf(context(), probe, caller)
          if (failure) failures.push(failure)
        }
      }
    }
    console.log(`input safety: ${sent} requests on ${routes.length} routes, ${failures.length} failed`)
    expect(failures).toEqual([])
  })

  it('answers each class with a 400 or 422 and a field error in the request’s language', async () => {
    const { app } = context()
    const me = await customer(context())
    const send = (url: string, options: { payload?: string; type?: string; language?: string; method?: 'GET' | 'POST' } = {}) =>
      app.inject({
        method: options.method ?? (options.payload === undefined ? 'GET' : 'POST'),
        url,
        payload: options.payload,
        headers: { ...me.headers, 'accept-language': options.language ?? 'en', 'content-type': options.type ?? 'application/json' },
      })
    const answers = [
      [await send('/api/product-reviews?filter[product_id]=99999999999'), 400, 'filter[product_id]', 'This value is invalid.'],
      [await send('/api/products?filter_between[price]=0.5,1', { language: 'ja' }), 400, 'filter_between[price]', '値が正しくありません。'],
      [
        await send('/api/products?filter[constructor]=1'),
        400,
        'filter[constructor]',
        'The query parameter "filter[constructor]" is not supported.',
      ],
      [
        await send('/api/translate', { payload: '{"text":"a\\u0000b","target":"vi"}' }),
        400,
        'text',
        'This value contains characters that are not allowed.',
      ],
      [
        await send('/api/translate', { payload: '{"text":"\\ud800","target":"vi"}', language: 'vi' }),
        400,
        'text',
        'Giá trị chứa ký tự không được phép.',
      ],
      [
        await send('/api/invitations', {
          payload: JSON.stringify({ code: encodeInvitationCode(99_999_999_999), device_id: 'browser-7f3a9c21' }),
        }),
        422,
        'code',
        'Sorry, this invitation code is not valid.',
      ],
      [
        await send('/catalog/common/get-product-info-by-url', {
          payload: JSON.stringify({ url: 'http://localhost/products/ikom/99999999999' }),
        }),
        422,
        'url',
        expect.stringContaining('This product address is not recognised.'),
      ],
      [
        await send('/api/support-contents', {
          payload: '--b\r\nContent-Disposition: form-data; name="support_id"\r\n\r\n99999999999\r\n--b--\r\n',
          type: 'multipart/form-data; boundary=b',
        }),
        400,
        'support_id',
        'The support request to attach to is missing.',
      ],
      [
        await send('/api/support-contents', {
          payload: '--b\r\nContent-Disposition: form-data; name="support_id"\r\n\r\n1',
          type: 'multipart/form-data; boundary=b',
        }),
        400,
        '_',
        'The upload form is malformed. Please choose the file again and resend it.',
      ],
    ] as const
    for (const [response, status, field, message] of answers) {
      expect({ status: response.statusCode, [field]: response.json().errors?.[field] }).toEqual({ status, [field]: [message] })
    }
  })

  it('refuses prototype names as query parameters on every route that reads its query', async () => {
    const signedIn = await customer(context())
    const caller: Caller = { name: 'customer', userId: signedIn.id, headers: signedIn.headers, probesAll: () => true }
    const accepted: string[] = []
    for (const route of context().app.registeredRoutes) accepted.push(...(await acceptedPrototypeNames(context(), route, caller)))
    expect(accepted).toEqual([])
  })
})
