import type { FastifyRequest } from 'fastify'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { cartClearBodySchema, cartResponseSchema, cartUpdateBodySchema, cartUserParamsSchema } from '@shared/contracts/cart'
import { forbidden } from '@server/http/app-error'
import { requireIdentity } from '@server/http/authentication'
import type { App } from '@server/http/types'
import { currentUser } from '@server/modules/users/current-user'
import { loadCart, removeCartItems, setCartQuantity } from './service'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 422: apiErrorSchema }
const signedIn = { preValidation: async (request: FastifyRequest) => void requireIdentity(request) }
const tags = ['cart']
const security = [{ bearer: [] }]

/** The path's user id must be the signed-in customer's: anyone else's cart is a 403 that tells nothing. */
async function cartOwner(request: FastifyRequest, userId: number): Promise<number> {
  const user = await currentUser(request)
  if (user.id !== userId) throw forbidden()
  return user.id
}

/** Cart service (spec §7) under the catalogue prefix. */
export async function cartRoutes(app: App) {
  app.get(
    '/catalog/cart/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
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
      ...signedIn,
      schema: {
        tags,
        security,
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
      ...signedIn,
      schema: {
        tags,
        security,
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
