import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { checkoutCode } from '@shared/contracts/checkout'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { AWOND_ID, IKOM_ID } from '@shared/shops/registry'
import { ownCatalogueSource } from '@server/modules/catalog/purchasable'
import { createPurchasing, type ItemQuote, type PurchasableSource } from '@server/modules/purchasing'
import { transactionReferences, walletTransactions } from '@server/modules/wallets/tables'
import { transactionTypeId } from '@server/modules/wallets/transaction-types'
import { BANK_ENV, bankReference, customerOrder, dongBalance, notificationsOf, postTransfer, staffCall } from './support/money-fixtures'
import { retailOrderBody } from './support/retail-order-body'
import { addressOf, createOrder, customer, productsOf, type Customer } from './support/shop-fixtures'
import { signUpStaff } from './support/staff'
import { describeEachDriver, type TestContext } from './support/test-app'

const AMAZON = 3

/** An Amazon stand-in: every reference is an item on sale at ¥2,000 (the third shop of a checkout). */
const amazon: PurchasableSource = {
  shopIds: [AMAZON],
  async quote(shopId, itemRefs) {
    return new Map(
      itemRefs.map((itemRef): [string, ItemQuote] => [
        itemRef,
        {
          shopId,
          itemRef,
          name: `Amazon ${itemRef}`,
          price: 2_000,
          initialPrice: 2_000,
          saleStatus: 'on_sale',
          taxPercent: 10,
          maxQuantity: 5,
          weightGrams: 500,
          imageUrl: '',
          url: `https://www.amazon.co.jp/dp/${itemRef}`,
          variant: '',
          shopName: 'Amazon',
          shopLogo: '/media/shops/amazon.svg',
        },
      ]),
    )
  },
}

type Payment = {
  id: number
  code: string
  orders: { id: number; code: string; shop_id: number; amount_due: number }[]
  total_due: number
  wallet_available: number
}

describeEachDriver(
  'checkout payment (one transfer or one wallet payment for a checkout of several shops)',
  (context) => {
    let staffToken = ''
    let buyer: Customer
    let stranger: Customer

    /** A checkout of three shops (ikom, awond, Amazon): three orders naming one checkout; their ids and the checkout's. */
    async function checkoutOfThreeShops(ctx: TestContext, who: Customer) {
      const addressId = await addressOf(ctx, who)
      const [ikom] = await productsOf(ctx, IKOM_ID, 1)
      const [awond] = await productsOf(ctx, AWOND_ID, 1)
      const checkoutKey = randomUUID()
      const ikomBody = retailOrderBody(addressId, [{ productId: ikom.id, quantity: 1 }])
      const amazonItem = { quantity: 1, product: { shop_id: AMAZON, item_ref: `B0${randomUUID().slice(0, 8)}` } }
      const amazonBody = { ...ikomBody, items: [amazonItem] }
      const bodies = [ikomBody, retailOrderBody(addressId, [{ productId: awond.id, quantity: 1 }]), amazonBody]
      const created: { id: number; checkout_id: number | null }[] = []
      for (const body of bodies) {
        const response = await createOrder(ctx, who, { ...body, checkout_key: checkoutKey })
        expect(response.statusCode, response.body).toBe(201)
        created.push(response.json().data)
      }
      const checkoutId = created[0].checkout_id
      expect(checkoutId).toEqual(expect.any(Number))
      expect(created.map((order) => order.checkout_id)).toEqual([checkoutId, checkoutId, checkoutId])
      return { checkoutId: checkoutId!, orderIds: created.map((order) => order.id) }
    }

    const paymentOf = async (who: Customer, checkoutId: number) =>
      context().app.inject({ url: `/api/checkouts/${checkoutId}/payment`, headers: { ...who.headers, 'accept-language': 'en' } })
    const payFromWallet = (who: Customer, checkoutId: number) =>
      context().app.inject({
        method: 'POST',
        url: `/api/checkouts/${checkoutId}/pay-from-wallet`,
        headers: { ...who.headers, 'accept-language': 'en' },
      })
    /** The order_payment entries linked to each order (posted, in the buyer's ledger), by order id. */
    async function orderPayments(orderIds: number[]) {
      const rows = await context()
        .database.db.select({ orderId: transactionReferences.receiptableId, amount: walletTransactions.amount })
        .from(transactionReferences)
        .innerJoin(walletTransactions, eq(walletTransactions.id, transactionReferences.transactionId))
        .where(
          and(
            eq(transactionReferences.receiptableType, 'order'),
            inArray(transactionReferences.receiptableId, orderIds.map(String)),
            eq(walletTransactions.transactionTypeId, transactionTypeId('order_payment')),
            eq(walletTransactions.status, 'posted'),
          ),
        )
      const byOrder = new Map<number, number[]>()
      for (const row of rows) byOrder.set(Number(row.orderId), [...(byOrder.get(Number(row.orderId)) ?? []), -Number(row.amount)])
      return byOrder
    }
    const transferOf = async (referenceCode: string) =>
      (await staffCall(context(), staffToken, 'GET', '/api/admin/bank-transfers?per_page=100'))
        .json()
        .data.find((row: { reference_code: string | null }) => row.reference_code === referenceCode)

    let first: { checkoutId: number; orderIds: number[] }
    let firstPayment: Payment

    it('sets up staff and two customers', async () => {
      staffToken = (await signUpStaff(context())).token
      buyer = await customer(context())
      stranger = await customer(context())
    })

    it('a 3-shop checkout answers one payment: its three orders with what each has due, the total and one transfer code', async () => {
      first = await checkoutOfThreeShops(context(), buyer)
      const response = await paymentOf(buyer, first.checkoutId)
      expect(response.statusCode, response.body).toBe(200)
      firstPayment = response.json().data
      expect(firstPayment.id).toBe(first.checkoutId)
      expect(firstPayment.code).toBe(checkoutCode(first.checkoutId))
      expect(firstPayment.code).toMatch(/^OSG\d{6}$/)
      expect(firstPayment.orders.map((order) => order.id)).toEqual(first.orderIds)
      expect(firstPayment.orders.map((order) => order.shop_id)).toEqual([IKOM_ID, AWOND_ID, AMAZON])
      for (const [index, order] of firstPayment.orders.entries()) {
        const own = await customerOrder(context(), buyer, first.orderIds[index])
        expect(order.amount_due).toBe(own.amount_due)
        expect(order.amount_due).toBeGreaterThan(0)
      }
      expect(firstPayment.total_due).toBe(firstPayment.orders.reduce((sum, order) => sum + order.amount_due, 0))
      expect(firstPayment.wallet_available).toBe(0)
    })

    it("another customer cannot read or pay the checkout's payment (404)", async () => {
      expect((await paymentOf(stranger, first.checkoutId)).statusCode).toBe(404)
      const paid = await payFromWallet(stranger, first.checkoutId)
      expect(paid.statusCode).toBe(404)
      expect(paid.json().message).toBe('This checkout was not found.')
      expect((await paymentOf(buyer, 999_999)).statusCode).toBe(404)
    })

    const reference = bankReference()
    let transferBody: object

    it('a transfer naming the checkout code is recorded once and pays all three orders, each by a ledger entry linked to it; the rest stays in the wallet', async () => {
      const before = (await notificationsOf(context(), buyer)).length
      transferBody = {
        id: 95_000_000 + Math.floor(Math.random() * 1e6),
        content: `CK ${firstPayment.code.toLowerCase()} thanh toan`,
        transferAmount: firstPayment.total_due + 50_000,
        referenceCode: reference,
      }
      const response = await postTransfer(context(), transferBody as { content: string; transferAmount: number })
      expect(response.statusCode, response.body).toBe(200)
      for (const id of first.orderIds) {
        const order = await customerOrder(context(), buyer, id)
        expect(order.amount_due).toBe(0)
        expect(order.status_id).toBe(ORDER_STATUS.Paid)
      }
      const payments = await orderPayments(first.orderIds)
      for (const order of firstPayment.orders) expect(payments.get(order.id)).toEqual([order.amount_due])
      expect(await dongBalance(context(), buyer)).toBe(50_000)
      // Told of each order's payment and of what stayed in the wallet.
      expect((await notificationsOf(context(), buyer)).length - before).toBe(4)
      const row = await transferOf(reference)
      expect(row).toMatchObject({
        status: 'applied',
        checkout_id: first.checkoutId,
        order_id: null,
        customer_id: buyer.id,
        applied_amount: firstPayment.total_due,
        allocations: firstPayment.orders.map((order) => ({ order_id: order.id, amount: order.amount_due })),
      })
      const after = (await paymentOf(buyer, first.checkoutId)).json().data as Payment
      expect(after.total_due).toBe(0)
      expect(after.wallet_available).toBe(50_000)
    })

    it('the same webhook again changes nothing', async () => {
      const notes = (await notificationsOf(context(), buyer)).length
      // The feed delivers the same transfer (its id) again.
      const response = await postTransfer(context(), transferBody as { content: string; transferAmount: number })
      expect(response.statusCode).toBe(200)
      expect(await dongBalance(context(), buyer)).toBe(50_000)
      const payments = await orderPayments(first.orderIds)
      for (const order of firstPayment.orders) expect(payments.get(order.id)).toEqual([order.amount_due])
      expect((await notificationsOf(context(), buyer)).length).toBe(notes)
      expect((await payFromWallet(buyer, first.checkoutId)).statusCode).toBe(409)
    })

    it('a partial transfer pays the orders in order; the rest waits, and the wallet pays on in order', async () => {
      const second = await checkoutOfThreeShops(context(), buyer)
      const payment = (await paymentOf(buyer, second.checkoutId)).json().data as Payment
      const [one, two, three] = payment.orders
      const half = Math.floor(two.amount_due / 2)
      const response = await postTransfer(context(), { content: payment.code, transferAmount: one.amount_due + half })
      expect(response.statusCode).toBe(200)
      expect(await customerOrder(context(), buyer, one.id)).toMatchObject({ amount_due: 0, status_id: ORDER_STATUS.Paid })
      const partly = await customerOrder(context(), buyer, two.id)
      expect(partly.amount_paid).toBe(half)
      expect(partly.status_id).not.toBe(ORDER_STATUS.Paid)
      expect((await customerOrder(context(), buyer, three.id)).amount_paid).toBe(0)
      const left = (await paymentOf(buyer, second.checkoutId)).json().data as Payment
      expect(left.total_due).toBe(payment.total_due - one.amount_due - half)
      expect(left.orders.map((order) => order.amount_due)).toEqual([0, two.amount_due - half, three.amount_due])

      // The wallet's 50,000 goes to the second order first, then the third.
      const paid = await payFromWallet(buyer, second.checkoutId)
      expect(paid.statusCode, paid.body).toBe(200)
      const toSecond = Math.min(50_000, two.amount_due - half)
      const expected = [{ order_id: two.id, amount: toSecond }]
      if (toSecond < 50_000) expected.push({ order_id: three.id, amount: Math.min(50_000 - toSecond, three.amount_due) })
      expect(paid.json().data.paid).toEqual(expected)
      expect(paid.json().data.total_paid).toBe(50_000)
      expect(paid.json().data.payment.total_due).toBe(left.total_due - 50_000)
      expect(await dongBalance(context(), buyer)).toBe(0)
      const payments = await orderPayments([two.id])
      expect(payments.get(two.id)).toEqual(expect.arrayContaining([half, toSecond]))
      const empty = await payFromWallet(buyer, second.checkoutId)
      expect(empty.statusCode).toBe(422)
      expect(empty.json().message).toBe('Your wallet has no balance to pay with.')
    })

    it('an order created alone names no checkout', async () => {
      const addressId = await addressOf(context(), buyer)
      const [ikom] = await productsOf(context(), IKOM_ID, 1)
      const response = await createOrder(context(), buyer, retailOrderBody(addressId, [{ productId: ikom.id, quantity: 1 }]))
      expect(response.statusCode).toBe(201)
      expect(response.json().data.checkout_id).toBeNull()
    })
  },
  {
    env: BANK_ENV,
    purchasing: (database) => createPurchasing([ownCatalogueSource(database.db), amazon]),
  },
)
