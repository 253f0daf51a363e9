import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { deleteApp, initializeApp, type App as FirebaseApp } from 'firebase-admin/app'
import { getAuth, type Auth } from 'firebase-admin/auth'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { grantStaff } from '@server/identity/staff-claims'
import { TEST_PROJECT_ID } from './support/global-setup'
import { describeEachDriver, type TestContext } from './support/test-app'

let firebase: FirebaseApp
let auth: Auth

beforeAll(() => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost')
  firebase = initializeApp({ projectId: TEST_PROJECT_ID }, `scopes-test-${randomUUID()}`)
  auth = getAuth(firebase)
})
afterAll(() => deleteApp(firebase))

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The last value the users id sequence handed out. */
async function lastUserId(context: TestContext): Promise<number> {
  const result = await context.database.db.execute(sql`select last_value from pg_sequences where sequencename = 'users_id_seq'`)
  return Number((result as unknown as { rows: { last_value: string | number }[] }).rows[0].last_value)
}

describeEachDriver('route scopes', (context) => {
  it('lets only staff into the staff scope: no token 401, a customer 403, staff 200', async () => {
    const { app, signUp, signIn } = context()
    expect((await app.inject({ url: '/api/admin/me' })).statusCode).toBe(401)

    const { token, uid, email } = await signUp()
    const asCustomer = await app.inject({ url: '/api/admin/me', headers: { ...bearer(token), 'accept-language': 'en' } })
    expect(asCustomer.statusCode).toBe(403)
    expect(asCustomer.json()).toEqual({ code: 'forbidden', message: 'You are not allowed to access this.' })

    await grantStaff(auth, email)
    // The claim rides on the next ID token, not on the one issued before.
    expect((await app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(403)
    const asStaff = await app.inject({ url: '/api/admin/me', headers: bearer(await signIn(email)) })
    expect(asStaff.statusCode).toBe(200)
    expect(asStaff.json()).toEqual({ data: { uid, email, name: null, roles: ['owner'] } })
  })

  it('asks for sign-in on every customer route before reading the body', async () => {
    const { app } = context()
    const garbage = { method: 'POST' as const, payload: 'not json', headers: { 'content-type': 'application/json' } }
    for (const url of ['/api/addresses', '/api/product-reviews', '/api/supports', '/catalog/ikom-order/create-retail-order']) {
      expect((await app.inject({ url, ...garbage })).statusCode, url).toBe(401)
    }
    expect((await app.inject({ url: '/api/product-reviews' })).statusCode).toBe(200)
  })

  it('declares the scope in the OpenAPI document: bearer security and its error answers, once for every route', async () => {
    const document = (await context().app.inject({ url: '/api/docs' })).json()
    const operation = (path: string, method = 'get') => document.paths[path][method]
    for (const [path, method] of [
      ['/api/users/me', 'get'],
      ['/api/addresses', 'post'],
      ['/api/wallet/users', 'get'],
      ['/api/product-reviews', 'post'],
      ['/catalog/cart/{userId}', 'put'],
    ]) {
      expect(operation(path, method).security, path).toEqual([{ bearer: [] }])
      expect(Object.keys(operation(path, method).responses), path).toEqual(expect.arrayContaining(['400', '401']))
    }
    expect(Object.keys(operation('/api/admin/me').responses)).toEqual(expect.arrayContaining(['200', '401', '403']))
    expect(operation('/api/admin/me').security).toEqual([{ bearer: [] }])
    // Public routes ask for nothing.
    expect(operation('/api/product-reviews').security).toBeUndefined()
    expect(operation('/api/shops').security).toBeUndefined()
  })

  it('reads a known customer without writing: repeated signed-in requests take no value of the users id sequence', async () => {
    const { app, signUp } = context()
    const { token } = await signUp()
    const first = (await app.inject({ url: '/api/users/me', headers: bearer(token) })).json().data
    const afterFirst = await lastUserId(context())
    expect(afterFirst).toBeGreaterThanOrEqual(first.id)
    for (const url of ['/api/users/me', '/api/addresses', '/api/wallet/users', '/api/users/me', '/api/invitations/me']) {
      expect((await app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(200)
    }
    expect(await lastUserId(context())).toBe(afterFirst)
    const next = (await app.inject({ url: '/api/users/me', headers: bearer((await signUp()).token) })).json().data
    expect(next.id).toBe(afterFirst + 1)
  })

  it('follows an e-mail change of the identity, on the same customer', async () => {
    const { app, signUp, signIn } = context()
    const { token, uid } = await signUp()
    const before = (await app.inject({ url: '/api/users/me', headers: bearer(token) })).json().data
    const changed = `changed-${randomUUID().slice(0, 8)}@example.com`
    await auth.updateUser(uid, { email: changed })
    const after = (await app.inject({ url: '/api/users/me', headers: bearer(await signIn(changed)) })).json().data
    expect(after).toMatchObject({ id: before.id, email: changed })
  })
})

describe('npm run admin -- staff …', () => {
  const run = promisify(execFile)
  const admin = (args: string[], env: Record<string, string> = {}) =>
    run('node_modules/.bin/tsx', ['src/server/cli/admin.ts', ...args], {
      env: { ...process.env, FIREBASE_PROJECT_ID: TEST_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'), ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    )

  it('adds, lists and removes a staff member on the emulator', async () => {
    const email = `staff-${randomUUID().slice(0, 8)}@example.com`
    const user = await auth.createUser({ email, password: 'secret-pass-1' })
    await auth.setCustomUserClaims(user.uid, { shop: 'ikom' })

    const added = await admin(['staff', 'add', email, '--role', 'warehouse', '--role', 'support'])
    expect(added.stdout).toContain(`${email} (${user.uid}) is now staff as warehouse, support`)
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ shop: 'ikom', staff: true, staff_roles: ['warehouse', 'support'] })
    expect((await admin(['staff', 'list'])).stdout).toContain(`${email}  ${user.uid}  warehouse,support`)
    // Adding again replaces the roles.
    expect((await admin(['staff', 'add', email, '--role=finance'])).code).toBe(0)
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ shop: 'ikom', staff: true, staff_roles: ['finance'] })

    expect((await admin(['staff', 'remove', email])).stdout).toContain('is no longer staff')
    expect((await auth.getUser(user.uid)).customClaims).toEqual({ shop: 'ikom' })
    expect((await admin(['staff', 'list'])).stdout).not.toContain(email)
  })

  it('says what is wrong: usage, an unknown account, an emulator that is not running', async () => {
    const usage = await admin(['staff', 'promote', 'x@example.com'])
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run admin -- staff add <email> --role <role>') })
    // A role is required, and must be one of the roles.
    expect(await admin(['staff', 'add', 'x@example.com'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Roles: owner, finance'),
    })
    expect((await admin(['staff', 'add', 'x@example.com', '--role', 'janitor'])).code).toBe(2)
    const unknown = await admin(['staff', 'add', `nobody-${randomUUID().slice(0, 8)}@example.com`, '--role', 'content'])
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('they must sign up first') })
    const down = await admin(['staff', 'list'], { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' })
    expect(down).toMatchObject({ code: 1, stderr: expect.stringContaining('is not reachable at 127.0.0.1:9') })
  })
})
