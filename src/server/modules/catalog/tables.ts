import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { shops } from '@server/modules/shops/tables'

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Names in the other interface languages; null: the Vietnamese name is shown. */
    nameEn: text('name_en'),
    nameJa: text('name_ja'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('categories_parent_idx').on(table.parentId)],
)

export const origins = pgTable('origins', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  nameJa: text('name_ja'),
})

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => shops.id),
    sku: text('sku').notNull().unique(),
    name: text('name').notNull(),
    /** foldSearchText(name) (src/shared/catalog/search-text): whoever writes `name` writes this too. */
    searchText: text('search_text').notNull().default(''),
    brand: text('brand'),
    /** Prices in yen. */
    price: integer('price').notNull(),
    initialPrice: integer('initial_price').notNull(),
    imageUrl: text('image_url').notNull(),
    originId: integer('origin_id').references(() => origins.id),
    ingredients: text('ingredients'),
    description: text('description').notNull().default(''),
    capacity: text('capacity'),
    weightGrams: integer('weight_grams'),
    taxPercent: integer('tax_percent').notNull().default(10),
    saleStatus: text('sale_status', { enum: ['on_sale', 'sold_out', 'coming_soon'] })
      .notNull()
      .default('on_sale'),
    star: numeric('star', { precision: 3, scale: 2, mode: 'number' }).notNull().default(5),
    reviewsCount: integer('reviews_count').notNull().default(0),
    soldCount: integer('sold_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Each list sort walks one of these (id breaks ties, so pages never overlap). The default sort's
    // index, products_updated_cover_idx (updated_at, id) INCLUDE (price, supplier_id, origin_id,
    // search_text), is created in migration 0006 because drizzle-kit cannot express INCLUDE: a list
    // page's ids come from it alone (index-only), filters and name search included.
    index('products_supplier_idx').on(table.supplierId, table.updatedAt, table.id),
    index('products_price_idx').on(table.price, table.id),
    index('products_origin_idx').on(table.originId),
    index('products_top_selling_idx').on(table.soldCount, table.id).where(sql`${table.saleStatus} = 'on_sale'`),
    // Substring search on the folded name (LIKE '%…%'), pg_trgm from migration 0001.
    index('products_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
)

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (table) => [primaryKey({ columns: [table.productId, table.categoryId] }), index('product_categories_category_idx').on(table.categoryId)],
)

/** Tag ids of spec §4: new, faulty, un_used, sold_out, on_sale, free_delivery, anonymous_delivery. */
export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.tag] })],
)
