import { randomUUID } from 'node:crypto'
import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { expect, prepareAppPage, test } from './fixtures'

const PASSWORD = 'e2e-secret-123'

type Emulator = { url: string; apiKey: string; projectId: string }

async function emulatorOf(request: APIRequestContext): Promise<Emulator> {
  const config = (await (await request.get('/api/client-config')).json()) as {
    authEmulatorUrl: string
    firebase: { apiKey: string; projectId: string }
  }
  return { url: config.authEmulatorUrl, apiKey: config.firebase.apiKey, projectId: config.firebase.projectId }
}

export type Account = { email: string; uid: string; token: string }

/** A new e-mail account on the Auth emulator, with an ID token (as the register page would make it). */
export async function createAccount(request: APIRequestContext, prefix: string): Promise<Account> {
  const emulator = await emulatorOf(request)
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`
  const answer = await request.post(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${emulator.apiKey}`, {
    data: { email, password: PASSWORD, returnSecureToken: true },
  })
  expect(answer.ok()).toBe(true)
  const body = (await answer.json()) as { localId: string; idToken: string }
  return { email, uid: body.localId, token: body.idToken }
}

/**
 * Gives an account the `staff` claim (what `npm run admin -- staff add` does) and a token that carries
 * it: with roles, `staff_roles` too; without, `staff: true` alone (an owner).
 */
export async function makeStaff(request: APIRequestContext, account: Account, roles?: readonly string[]): Promise<Account> {
  const emulator = await emulatorOf(request)
  const claims = roles ? { staff: true, staff_roles: roles } : { staff: true }
  const update = await request.post(`${emulator.url}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:update`, {
    headers: { authorization: 'Bearer owner' },
    data: { localId: account.uid, customAttributes: JSON.stringify(claims) },
  })
  expect(update.ok()).toBe(true)
  const signIn = await request.post(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${emulator.apiKey}`,
    { data: { email: account.email, password: PASSWORD, returnSecureToken: true } },
  )
  return { ...account, token: ((await signIn.json()) as { idToken: string }).idToken }
}

/** Signs in through the login page, as a person would. */
export async function signInOnPage(page: Page, email: string) {
  await page.goto('/login')
  const form = page.getByTestId('login-form')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="password"]').fill(PASSWORD)
  await page.getByTestId('login-submit').click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** A page of another person (a context of its own: its own storage and sign-in), on the same phone. */
export async function openOtherPersonPage(browser: Browser): Promise<Page> {
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7']
  const context = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await prepareAppPage(page)
  return page
}

/** A customer's order of one seeded product on sale, made over the API (as checkout does); its id. */
export async function placeOrder(request: APIRequestContext, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` }
  const address = await request.post('/api/addresses', {
    headers,
    data: { consignee: 'Lê Văn Cường', tel: '0912345678', ward_id: '00001', address_detail: '3 Lý Thường Kiệt' },
  })
  expect(address.ok()).toBe(true)
  const products = (await (await request.get('/api/products?page=1&per_page=24')).json()) as { data: { id: number; sale_status: string }[] }
  const product = products.data.find((candidate) => candidate.sale_status === 'on_sale')!
  const order = await request.post('/catalog/ikom-order/create-retail-order', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      order_info: {
        shipment_info: { address_id: ((await address.json()) as { data: { id: number } }).data.id },
        shipment_method_id: 'air',
        note: '',
      },
      items: [{ quantity: 1, product: { id: product.id } }],
    },
  })
  expect(order.status()).toBe(201)
  return ((await order.json()) as { data: { id: number } }).data.id
}
