import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

const PASSWORD = 'e2e-secret-123'

/** Registers a customer through the register page, then signs the same account in over the emulator's REST API for an ID token. */
export async function registerCustomer(page: Page, prefix: string): Promise<{ email: string; token: string }> {
  const email = `e2e-${prefix}-${randomUUID().slice(0, 8)}@example.com`
  await page.goto('/register')
  const form = page.getByTestId('register-form')
  await form.locator('input[name="email"]').fill(email)
  await form.locator('input[name="password"]').fill(PASSWORD)
  await page.getByTestId('register-submit').click()
  await expect(page).not.toHaveURL(/\/register/)
  const config = (await (await page.request.get('/api/client-config')).json()) as { authEmulatorUrl: string; firebase: { apiKey: string } }
  const signIn = await page.request.post(
    `${config.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${config.firebase.apiKey}`,
    { data: { email, password: PASSWORD, returnSecureToken: true } },
  )
  expect(signIn.ok()).toBe(true)
  return { email, token: ((await signIn.json()) as { idToken: string }).idToken }
}

/** An order of one seeded product on sale, placed through the API with an address of the customer's; its id. */
export async function placeOrder(request: APIRequestContext, token: string): Promise<number> {
  const authorization = `Bearer ${token}`
  const listed = await request.get('/api/products?page=1&per_page=12')
  const products = ((await listed.json()) as { data: { id: number; name: string; sale_status: string }[] }).data
  const product = products.find((candidate) => candidate.sale_status === 'on_sale')
  if (!product) throw new Error('the seed needs a product on sale')
  const address = await request.post('/api/addresses', {
    headers: { authorization },
    data: { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế' },
  })
  expect(address.ok()).toBe(true)
  const addressId = ((await address.json()) as { data: { id: number } }).data.id
  const order = await request.post('/catalog/ikom-order/create-retail-order', {
    headers: { authorization, 'idempotency-key': randomUUID() },
    data: {
      order_info: {
        shipment_info: { address_id: addressId, note: '', sender_name: '', sender_tel: '' },
        shipment_method_id: 'air',
        note: '',
      },
      items: [
        {
          quantity: 1,
          tax_percent: 10,
          product: {
            id: product.id,
            name: product.name,
            image_url: '',
            initial_price: 0,
            price: 0,
            height: 0,
            weight: 0,
            width: 0,
            length: 0,
          },
        },
      ],
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  return ((await order.json()) as { data: { id: number } }).data.id
}
