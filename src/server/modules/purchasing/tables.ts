import { integer, jsonb, text } from 'drizzle-orm/pg-core'
import type { Localized } from '@shared/markets/listing-facts'

/**
 * What the customer saw of an item, kept beside its reference on cart and order lines: name,
 * image, price and initial price in yen, its page at its source, the variant or size, and its
 * shop's name and logo. Written whenever the line is written, from the source's quote. `names`: the
 * name as each interface language reads it, when the source has translations (markets, auction
 * lots); `name` otherwise, and for lines written before.
 */
export function lineSnapshotColumns() {
  return {
    name: text('name').notNull().default(''),
    names: jsonb('names').$type<Partial<Localized>>().notNull().default({}),
    imageUrl: text('image_url').notNull().default(''),
    price: integer('price').notNull().default(0),
    initialPrice: integer('initial_price').notNull().default(0),
    url: text('url').notNull().default(''),
    variant: text('variant').notNull().default(''),
    shopName: text('shop_name').notNull().default(''),
    shopLogo: text('shop_logo').notNull().default(''),
  }
}
