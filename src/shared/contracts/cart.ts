import { z } from 'zod'

/**
 * Cart service (spec §3 Cart, §7): GET/PUT /catalog/cart/{userId}, POST /catalog/cart/clear-cart/{userId}.
 * {userId} must be the signed-in customer's numeric id (403 otherwise, 401 signed out).
 * Every write answers the whole cart, so a client can put the answer straight into its cache.
 * Prices are whole yen, as in the catalogue.
 */
export const cartProductSchema = z.object({
  /** The product id; null when the product has left the catalogue ('Product not found'). */
  id: z.number().int().nullable(),
  /** The stored product id, also when `id` is null: remove the line with it. */
  product_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  init_price: z.number().int(),
  tax_percent: z.number().int(),
  image_url: z.string(),
  /** The product page in this app, e.g. /products/ikom/1001. */
  url: z.string(),
  shop_id: z.number().int(),
  quantity: z.number().int(),
  /** on_sale, sold_out or coming_soon ('' when the product is gone): only on_sale lines can be ordered. */
  sale_status: z.string(),
  /** The most this line may hold (1 when the shop cannot buy more). */
  max_quantity: z.number().int(),
})
export type CartProduct = z.infer<typeof cartProductSchema>

export const cartShopGroupSchema = z.object({
  shop_id: z.number().int(),
  shop_logo: z.string(),
  shop_name: z.string(),
  /** False: quantity is fixed at 1 (spec §4 Cart). */
  is_can_buy_more: z.boolean(),
  products: z.array(cartProductSchema),
})
export type CartShopGroup = z.infer<typeof cartShopGroupSchema>

/** The cart: shop groups in the order their first line was added, lines in the order they were added. */
export const cartResponseSchema = z.object({ data: z.array(cartShopGroupSchema) })
export type CartResponse = z.infer<typeof cartResponseSchema>

export const cartUserParamsSchema = z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) })

const productId = z
  .number({ error: 'fieldRequired' })
  .int({ error: 'fieldInvalid' })
  .positive({ error: 'fieldInvalid' })
  .max(2_147_483_647, { error: 'fieldInvalid' })

/**
 * PUT /catalog/cart/{userId}: sets one line's ABSOLUTE quantity (adds the line when missing).
 * Replaying the same request changes nothing. quantity 0, or remove: true, removes the line;
 * quantity left out means 1. Refused with 422 (translated message, field errors): a product that
 * does not exist (cartProductNotFound), is sold out (cartProductSoldOut), is not on sale or has no
 * price (cartProductUnavailable), or a quantity above the line's max_quantity (cartQuantityTooLarge).
 */
export const cartUpdateBodySchema = z.object({
  product_id: productId,
  quantity: z
    .number({ error: 'fieldRequired' })
    .int({ error: 'fieldInvalid' })
    .min(0, { error: 'fieldInvalid' })
    .max(9999, { error: 'fieldTooLong' })
    .optional(),
  remove: z.boolean({ error: 'fieldWrongType' }).optional(),
  /** Ignored (the product's shop decides); accepted because the client knows it. */
  shop_id: z.number().int().optional(),
})
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema>

/** POST /catalog/cart/clear-cart/{userId}: removes these lines (missing ones are ignored). */
export const cartClearBodySchema = z.object({
  product_ids: z.array(productId, { error: 'fieldRequired' }).min(1, { error: 'fieldRequired' }).max(200, { error: 'fieldTooLong' }),
})
export type CartClearBody = z.input<typeof cartClearBodySchema>
