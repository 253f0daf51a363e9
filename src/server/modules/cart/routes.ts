import type { FastifyRequest } from 'fastify'
import { ownItemRef } from '@shared/catalog/product-path'
import {
  cartClearBodySchema,
  cartResponseSchema,
  cartUpdateBodySchema,
  cartUserParamsSchema,
  type CartClearBody,
  type CartUpdateBody,
} from '@shared/contracts/cart'
import { forbidden } from '@server/http/app-error'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { checkedAnswer } from '@server/http/write-answer'
import { currentUser } from '@server/modules/users'
import type { Purchasing } from '@server/modules/purchasing'
import { changeCart, loadCart, removeCartItems, setCartQuantity, type CartTarget } from './service'

const errors = errorResponses(403, 422)
const tags = ['cart']

/** The path's user id must be the signed-in customer's: anyone else's cart is a 403 that tells nothing. */
async function cartOwner(request: FastifyRequest, userId: number): Promise<number> {
  const user = await currentUser(request)
  if (user.id !== userId) throw forbidden()
  return user.id
}

/** The line a write names: (shop_id, item_ref), or our own product by `product_id` alone (older clients). */
function updateTarget(body: CartUpdateBody): CartTarget {
  if (body.item_ref !== undefined) return { shopId: body.shop_id!, itemRef: body.item_ref }
  return { shopId: null, itemRef: ownItemRef(body.product_id!) }
}

function clearTargets(body: CartClearBody): CartTarget[] {
  return [
    ...(body.items ?? []).map((item) => ({ shopId: item.shop_id, itemRef: item.item_ref })),
    ...(body.product_ids ?? []).map((id) => ({ shopId: null, itemRef: ownItemRef(id) })),
  ]
}

/** Cart service (spec §7) under the catalogue prefix; items are priced by their sources through `purchasing`. Customer scope. */
export type CartRouteDeps = { purchasing: Purchasing }

export async function cartRoutes(app: App, { purchasing }: CartRouteDeps) {
  app.get(
    '/catalog/cart/:userId',
    {
      schema: {
        tags,
        summary: 'My cart, grouped per shop',
        params: cartUserParamsSchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await cartOwner(request, request.params.userId)
      return { data: await loadCart(app.db, purchasing, userId, request.locale) }
    },
  )

  app.put(
    '/catalog/cart/:userId',
    {
      schema: {
        tags,
        summary: 'Set a line’s absolute quantity (adds it; 0 or remove: true removes it); answers the cart',
        params: cartUserParamsSchema,
        body: cartUpdateBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await cartOwner(request, request.params.userId)
      const { quantity, remove } = request.body
      const target = updateTarget(request.body)
      const cart = await changeCart(
        app.db,
        purchasing,
        userId,
        request.locale,
        (tx, [quote]) => setCartQuantity(tx, userId, target, quote, remove ? 0 : (quantity ?? 1)),
        [target],
      )
      return checkedAnswer(request, 200, { data: cart })
    },
  )

  app.post(
    '/catalog/cart/clear-cart/:userId',
    {
      schema: {
        tags,
        summary: 'Remove these lines (items by shop_id + item_ref, or product_ids); answers the cart',
        params: cartUserParamsSchema,
        body: cartClearBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await cartOwner(request, request.params.userId)
      const cart = await changeCart(app.db, purchasing, userId, request.locale, (tx) =>
        removeCartItems(tx, userId, clearTargets(request.body)),
      )
      return checkedAnswer(request, 200, { data: cart })
    },
  )
}
