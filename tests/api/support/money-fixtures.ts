import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { IKOM_ID } from '@shared/shops/registry'
import { addressOf, createOrder, productsOf, type Customer } from './shop-fixtures'
import { bearer } from './staff'
import type { TestContext } from './test-app'

/** The bank feed's configuration of the money suites (webhook key and the shop's account). */
export const BANK_KEY = 'sepay-test-key-4f1c9a0b7e2d'
export const BANK_ACCOUNT = '0041000123456'
export const BANK_ENV = { BANK_WEBHOOK_API_KEY: BANK_KEY, BANK_ACCOUNT_NUMBER: BANK_ACCOUNT }

let sequence = 0
/** A bank reference no other test uses. */
export const bankReference = () =>
  `FT${Date.now().toString(36).toUpperCase()}${String(++sequence).padStart(4, '0')}${randomUUID().slice(0, 4)}`

/** Posts a transfer in to the shop's account as SePay would. */
export function postTransfer(context: TestContext, over: { content: string; transferAmount: number; referenceCode?: string }) {
  sequence += 1
  return context.app.inject({
    method: 'POST',
    url: '/api/payments/bank-webhook',
    headers: { authorization: `Apikey ${BANK_KEY}`, 'accept-language': 'en' },
    payload: {
      id: 94_000_000 + sequence + Math.floor(Math.random() * 1e6),
      gateway: 'Vietcombank',
      transactionDate: '2026-11-26 10:15:42',
      accountNumber: BANK_ACCOUNT,
      code: null,
      transferType: 'in',
      accumulated: 0,
      subAccount: null,
      referenceCode: over.referenceCode ?? bankReference(),
      description: 'BankAPINotify',
      ...over,
    },
  })
}

/** A staff call in English. */
export function staffCall(context: TestContext, token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
  return context.app.inject({ method, url, headers: { ...bearer(token), 'accept-language': 'en' }, payload })
}

/** An order of two units of an own-shop product, placed by the customer. */
export async function placeOwnShopOrder(context: TestContext, who: Customer): Promise<number> {
  const [product] = await productsOf(context, IKOM_ID, 1)
  const response = await createOrder(context, who, {
    order_info: { shipment_info: { address_id: await addressOf(context, who) }, shipment_method_id: 'air', note: '' },
    items: [{ quantity: 2, product: { id: product.id } }],
  })
  expect(response.statusCode).toBe(201)
  return response.json().data.id
}

export type MoneyOrder = {
  id: number
  status_id: number
  total_payment: number
  service_fee: number
  payment_rate: number
  amount_paid: number
  amount_due: number
  amount_refunded: number
  price_pending: boolean
  paid_override_reason: string | null
  purchase_cost: number
  freight_actual: number | null
}

export async function customerOrder(context: TestContext, who: Customer, id: number): Promise<MoneyOrder> {
  const response = await context.app.inject({ url: `/api/orders/${id}`, headers: who.headers })
  expect(response.statusCode).toBe(200)
  return response.json().data
}

export async function staffOrder(context: TestContext, token: string, id: number): Promise<MoneyOrder> {
  const response = await staffCall(context, token, 'GET', `/api/admin/orders/${id}`)
  expect(response.statusCode).toBe(200)
  return response.json().data.order
}

/** Moves an order as staff (from the status it has now). */
export async function moveOrder(context: TestContext, token: string, id: number, to: number, reason?: string) {
  const { status_id } = await staffOrder(context, token, id)
  return staffCall(context, token, 'POST', `/api/admin/orders/${id}/transitions`, {
    from_status_id: status_id,
    to_status_id: to,
    ...(reason ? { reason } : {}),
  })
}

export async function dongBalance(context: TestContext, who: Customer): Promise<number> {
  const wallets = (await context.app.inject({ url: '/api/wallet/users?filter[currency_id]=VND', headers: who.headers })).json().data
  return wallets[0]?.balance ?? 0
}

/** The customer's newest notifications of a kind, in English. */
export async function notificationsOf(context: TestContext, who: Customer, kind = 'payment') {
  const feed = await context.app.inject({ url: '/api/notifications', headers: { ...who.headers, 'accept-language': 'en' } })
  return (feed.json().data as { kind: string; title: string; body: string }[]).filter((entry) => entry.kind === kind)
}
