import { z } from 'zod'
import { acceptsLinkItems, LINK_ITEM_NAME_MAX_LENGTH, LINK_ITEM_NOTE_MAX_LENGTH, LINK_ITEM_PRICE_MAX_YEN } from '@shared/markets/link-items'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { INT4_MAX } from '@shared/http/storable'
import { int, text } from './fields'
import { itemRefSchema } from './item-ref'
import { marketItemCodeSchema } from './market'

/** POST /api/link-items: what the customer says of an item the mirror does not know. */
export const createLinkItemBodySchema = z.object({
  shop_id: z.number({ error: 'fieldRequired' }).int({ error: 'fieldInvalid' }).refine(acceptsLinkItems, { error: 'linkItemShopRefused' }),
  item_id: marketItemCodeSchema,
  name: text(LINK_ITEM_NAME_MAX_LENGTH, { trim: true, required: 'linkItemNameRequired' }),
  price: int({ min: 1, max: LINK_ITEM_PRICE_MAX_YEN, required: 'linkItemPriceRequired', invalid: 'linkItemPriceInvalid' }),
  note: text(LINK_ITEM_NOTE_MAX_LENGTH, { trim: true }).default(''),
})
export type CreateLinkItemBody = z.input<typeof createLinkItemBodySchema>
export type CreateLinkItemInput = z.output<typeof createLinkItemBodySchema>

export const linkItemSchema = z.object({
  id: z.number().int(),
  /** The reference its cart and order lines carry. */
  item_ref: z.string(),
  shop_id: z.number().int(),
  item_id: z.string(),
  /** The item's page at its market. */
  url: z.string(),
  name: z.string(),
  /** The price in yen the customer stated. */
  price: z.number().int(),
  /** The price in yen staff confirmed (null: not yet); lines are priced by it once set. */
  confirmed_price: z.number().int().nullable(),
  note: z.string(),
  created_at: z.number().int(),
})
export type LinkItem = z.infer<typeof linkItemSchema>
export const linkItemResponseSchema = z.object({ data: linkItemSchema })
/** GET /api/link-items/{ref}. */
export const linkItemRefParamsSchema = z.object({ ref: itemRefSchema })
/** GET /api/link-items?shop_id=&item_id=: my latest description of this market item, if I described it (data null otherwise). */
export const linkItemLookupQuerySchema = z.object({
  shop_id: z.coerce.number({ error: 'fieldInvalid' }).int({ error: 'fieldInvalid' }).positive({ error: 'fieldInvalid' }).max(INT4_MAX),
  item_id: marketItemCodeSchema,
})
export type LinkItemLookupQuery = z.infer<typeof linkItemLookupQuerySchema>
export const linkItemLookupResponseSchema = z.object({ data: linkItemSchema.nullable() })

/** Staff: the confirmed price of a link item. */
export const confirmLinkItemBodySchema = z.object({
  price: int({ min: 1, max: LINK_ITEM_PRICE_MAX_YEN, required: 'linkItemPriceRequired', invalid: 'linkItemPriceInvalid' }),
})

export const staffLinkItemSchema = linkItemSchema.extend({
  customer: z.object({ id: z.number().int(), email: z.string().nullable() }),
  /** Orders that hold the item, with their status. */
  orders: z.array(z.object({ id: z.number().int(), status_id: z.number().int() })),
})
export type StaffLinkItem = z.infer<typeof staffLinkItemSchema>
export const staffLinkItemResponseSchema = z.object({ data: staffLinkItemSchema })
/** filter[state]=to_confirm (default) or confirmed; oldest first. */
export const staffLinkItemListContract = defineListContract({
  filters: { state: filter.text(10) },
  pageSize: { default: 20, max: 100 },
})
export const staffLinkItemListSchema = paginatedSchema(staffLinkItemSchema)
