import type { FastifyRequest } from 'fastify'
import { cartClearBodySchema, cartResponseSchema, cartUpdateBodySchema, cartUserParamsSchema } from '@shared/contracts/cart'
import { forbidden } from '@server/http/app-error'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users/current-user'
import { loadCart, removeCartItems, setCartQuantity } from './service'

const errors = errorResponses(403, 422)
const tags = ['cart']

/** The path's user id must be the signed-in customer's: anyone else's cart is a 403 that tells nothing. */
async function cartOwner(request: FastifyRequest, userId: number): Promise<number> {
  const user = await currentUser(request)
  if (user.id !== userId) throw forbidden()
  return user.id
}

/** Cart service (spec §7) under the catalogue prefix. Customer scope. */
export async function cartRoutes(app: App) {
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
      return { data: await loadCart(app.db, userId) }
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
      const { product_id: productId, quantity, remove } = request.body
      await setCartQuantity(app.db, userId, productId, remove ? 0 : (quantity ?? 1))
      return { data: await loadCart(app.db, userId) }
    },
  )

  app.post(
    '/catalog/cart/clear-cart/:userId',
    {
      schema: {
        tags,
        summary: 'Remove these lines (product_ids); answers the cart',
        params: cartUserParamsSchema,
        body: cartClearBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = await cartOwner(request, request.params.userId)
      await removeCartItems(app.db, userId, request.body.product_ids)
      return { data: await loadCart(app.db, userId) }
    },
  )
}
