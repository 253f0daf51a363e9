import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { products } from '@server/modules/catalog/tables'
import type { TestContext } from './test-app'

export type Customer = { id: number; headers: { authorization: string } }

/** A fresh signed-in customer and its numeric id. */
export async function customer(context: TestContext): Promise<Customer> {
  const { token } = await context.signUp()
  const headers = { authorization: `Bearer ${token}` }
  // 503 is the server's answer when the identity provider (here the Auth emulator, busy with many sign-ups at
  // once) could not be asked: a client tries again, and so does this fixture, a few times.
  for (let attempt = 1; ; attempt++) {
    const me = await context.app.inject({ url: '/api/users/me', headers })
    if (me.statusCode === 200) return { id: me.json().data.id as number, headers }
    if (me.statusCode !== 503 || attempt === 3) throw new Error(`GET /api/users/me answered ${me.statusCode}: ${me.body}`)
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
  }
}

/** Seeded products on sale of one shop (with a known weight), in id order. */
export async function productsOf(context: TestContext, shopId: number, howMany: number) {
  return context.database.db
    .select({
      id: products.id,
      price: products.price,
      taxPercent: products.taxPercent,
      weightGrams: products.weightGrams,
      name: products.name,
    })
    .from(products)
    .where(and(eq(products.supplierId, shopId), eq(products.saleStatus, 'on_sale'), isNotNull(products.weightGrams)))
    .orderBy(asc(products.id))
    .limit(howMany)
}

export async function setSaleStatus(context: TestContext, productId: number, status: 'on_sale' | 'sold_out' | 'coming_soon') {
  await context.database.db.update(products).set({ saleStatus: status }).where(eq(products.id, productId))
}

export function putCart(context: TestContext, who: Customer, body: object, userId = who.id, language = 'en') {
  return context.app.inject({
    method: 'PUT',
    url: `/catalog/cart/${userId}`,
    headers: { ...who.headers, 'accept-language': language },
    payload: body,
  })
}

export async function getCart(context: TestContext, who: Customer) {
  return (await context.app.inject({ url: `/catalog/cart/${who.id}`, headers: who.headers })).json().data as {
    shop_id: number
    shop_name: string
    shop_logo: string
    products: { id: number | null; product_id: number; quantity: number; price: number }[]
  }[]
}

/** A delivery address in the customer's book; its id. */
export async function addressOf(context: TestContext, who: Customer): Promise<number> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/addresses',
    headers: who.headers,
    payload: { consignee: 'Trần Thị Bình', tel: '0912345678', ward_id: '00001', address_detail: '8 Hàng Bài' },
  })
  return response.json().data.id
}

/** POST create-retail-order (or -v2) with an idempotency key (null: none), in English. */
export function createOrder(
  context: TestContext,
  who: Customer,
  payload: object,
  key: string | null = randomUUID(),
  path = 'create-retail-order',
) {
  const headers: Record<string, string> = { ...who.headers, 'accept-language': 'en' }
  if (key !== null) headers['idempotency-key'] = key
  return context.app.inject({ method: 'POST', url: `/catalog/ikom-order/${path}`, headers, payload })
}
