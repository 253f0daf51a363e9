import { z } from 'zod'
import { SALE_STATUSES } from '@shared/orders/cart-rules'
import { itemRefSchema, productIdSchema, shopIdSchema } from './item-ref'

/**
 * Cart service (spec §3 Cart, §7): GET/PUT /catalog/cart/{userId}, POST /catalog/cart/clear-cart/{userId}.
 * {userId} must be the signed-in customer's numeric id (403 otherwise, 401 signed out).
 * Every write answers the whole cart, so a client can put the answer straight into its cache.
 * Prices are whole yen.
 *
 * A line is one item of one shop: (shop_id, item_ref), the item's reference at its shop as text
 * (our own shops: the product id, "303006"; markets: their code, "m12345678901", "store:item").
 * The line keeps a snapshot of what the customer saw when it was last written; the item's source
 * says what it costs now.
 *
 * Clients before item references (offline writes queued in a browser replay after a deploy) name
 * our own products by an integer `product_id`: still accepted in requests (our own catalogue,
 * whichever of our shops sells it), and lines of our own shops still carry `id` and `product_id`.
 */
export const cartProductSchema = z.object({
  /** Our own product's id while it is in the catalogue; null when it is gone, and for market items. */
  id: z.number().int().nullable(),
  /** Our own product's id, also when it is gone; null for market items. (Kept for older clients.) */
  product_id: z.number().int().nullable(),
  /** The line's identity with shop_id: the item's reference at its shop. */
  item_ref: z.string(),
  /** False when the item's source no longer knows it ('Product not found'): shown from its snapshot. */
  found: z.boolean(),
  name: z.string(),
  price: z.number().int(),
  init_price: z.number().int(),
  tax_percent: z.number().int(),
  image_url: z.string(),
  /** The item's page in this app (src/shared/catalog/product-path.ts); '' when the item is gone. */
  url: z.string(),
  shop_id: z.number().int(),
  /** Variant or size chosen, as the shop names it ('' when none). */
  variant: z.string(),
  quantity: z.number().int(),
  /** on_sale, sold_out, coming_soon, ended or unavailable ('' when the item is gone): only on_sale lines can be ordered. */
  sale_status: z.union([z.enum(SALE_STATUSES), z.literal('')]),
  /** The most this line may hold (1 when the shop cannot buy more; 0 when the item is gone). */
  max_quantity: z.number().int(),
  /** The price is the customer's own statement, to be confirmed by staff (an item bought by link). */
  price_pending: z.boolean(),
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

/** One line: an item of a shop. */
export const cartLineRefSchema = z.object({ shop_id: shopIdSchema, item_ref: itemRefSchema })
export type CartLineRef = z.infer<typeof cartLineRefSchema>

const quantitySchema = z
  .number({ error: 'fieldRequired' })
  .int({ error: 'fieldInvalid' })
  .min(0, { error: 'fieldInvalid' })
  .max(9999, { error: 'fieldTooLong' })

/**
 * PUT /catalog/cart/{userId}: sets one line's ABSOLUTE quantity (adds the line when missing).
 * Replaying the same request changes nothing. quantity 0, or remove: true, removes the line;
 * quantity left out means 1.
 *
 * The line: `shop_id` + `item_ref`; or, from clients before item references, `product_id` alone
 * (our own product; `shop_id` beside it is ignored, as it always was). Refused with 422 (translated
 * message, field errors on `item_ref` — `product_id` for the old form — or `quantity`): an item its
 * shop does not know (cartProductNotFound), sold out (cartProductSoldOut), ended (cartProductEnded),
 * not on sale or without a price (cartProductUnavailable), or a quantity above the line's
 * max_quantity (cartQuantityTooLarge); a cart already holding CART_MAX_LINES lines takes no new one (cartFull).
 */
export const cartUpdateBodySchema = z
  .object({
    shop_id: z.number({ error: 'fieldWrongType' }).int({ error: 'fieldInvalid' }).optional(),
    item_ref: itemRefSchema.optional(),
    product_id: productIdSchema.optional(),
    quantity: quantitySchema.optional(),
    remove: z.boolean({ error: 'fieldWrongType' }).optional(),
  })
  .superRefine((body, context) => {
    if (body.item_ref !== undefined) {
      const shop = shopIdSchema.safeParse(body.shop_id)
      if (!shop.success) context.addIssue({ code: 'custom', path: ['shop_id'], message: shop.error.issues[0].message })
    } else if (body.product_id === undefined) {
      context.addIssue({ code: 'custom', path: ['item_ref'], message: 'fieldRequired' })
    }
  })
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema>

/**
 * POST /catalog/cart/clear-cart/{userId}: removes these lines (missing ones are ignored): `items`
 * by (shop_id, item_ref), and/or `product_ids` of our own products (the older form).
 */
export const cartClearBodySchema = z
  .object({
    items: z.array(cartLineRefSchema, { error: 'fieldWrongType' }).max(200, { error: 'fieldTooLong' }).optional(),
    product_ids: z.array(productIdSchema, { error: 'fieldWrongType' }).max(200, { error: 'fieldTooLong' }).optional(),
  })
  .superRefine((body, context) => {
    if ((body.items?.length ?? 0) + (body.product_ids?.length ?? 0) === 0)
      context.addIssue({ code: 'custom', path: ['items'], message: 'fieldRequired' })
  })
export type CartClearBody = z.input<typeof cartClearBodySchema>
