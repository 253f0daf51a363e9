import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { orders } from '@server/modules/orders/tables'
import { users } from '@server/modules/users/tables'

/** An Ecoring lot's texts in one interface language (the Japanese ones are the row's own columns). */
export type EcoringLotTexts = { note: string | null; descriptionHtml: string; descriptionText: string }

/**
 * One row per lot our customers bid on (Yahoo Auction listings of the markets mirror, Ecoring lots),
 * made when the first bid or snipe names it. It holds the engine's state (src/shared/auctions/engine.ts):
 * every bid locks this row (select … for update) for its whole transaction.
 */
export const auctions = pgTable(
  'auctions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** 'yahoo-auction' or 'ecoring'. */
    venue: text('venue', { enum: ['yahoo-auction', 'ecoring'] }).notNull(),
    /** The lot's code at its venue (Yahoo Auction's auction id, the Ecoring lot id). */
    lotId: text('lot_id').notNull(),
    /** The market's shop id (cart and order lines): 8 for Yahoo Auction. */
    shopId: integer('shop_id').notNull(),
    /** The lot's name as its venue lists it (Japanese). */
    name: text('name').notNull(),
    /** Its translations as the markets mirror has them ('' when none): every place the lot appears reads it in the reader's language. */
    nameVi: text('name_vi').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** The lot's page in this app. */
    link: text('link').notNull(),
    /** The lot's page at its venue. */
    venueUrl: text('venue_url').notNull().default(''),
    startPrice: integer('start_price').notNull(),
    buyNowPrice: integer('buy_now_price'),
    autoExtension: boolean('auto_extension').notNull().default(true),
    price: integer('price').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Ended early by a buy-now bid. */
    boughtOut: boolean('bought_out').notNull().default(false),
    bidCount: integer('bid_count').notNull().default(0),
    /** The engine's bidder id of the leader: "c<customer id>" or "outside". */
    leader: text('leader'),
    leaderMax: integer('leader_max'),
    runnerUpMax: integer('runner_up_max'),
    /**
     * Opened by its link (a lot the mirror does not know, issue 27): only its id and address are known
     * until staff describe it on the auction desk (title, price, end …). No bids, no closing until then.
     */
    detailsPending: boolean('details_pending').notNull().default(false),
    /** Set once the closing job wrote the final statuses (and the winner's order). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auctions_venue_lot_unique').on(table.venue, table.lotId),
    index('auctions_open_idx').on(table.closedAt, table.endsAt),
    index('auctions_details_pending_idx').on(table.updatedAt).where(sql`details_pending`),
  ],
)

/** Every accepted bid, ours and the outside market's (customer_id null). */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The secret maximum. */
    amount: integer('amount').notNull(),
    /** The shown price right after this bid. */
    priceAfter: integer('price_after').notNull(),
    outcome: text('outcome', { enum: ['leading', 'outbid', 'bought'] }).notNull(),
    snipeId: integer('snipe_id'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index('auction_bids_auction_idx').on(table.auctionId, table.createdAt)],
)

/** The bid log (spec §2 Auction log): one row per customer and lot, with their standing. */
export const auctionEntries = pgTable(
  'auction_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxPrice: integer('max_price').notNull(),
    /** success, missing-top, final-success, final-missing-top. */
    status: text('status').notNull(),
    lastBidAt: timestamp('last_bid_at', { withTimezone: true, precision: 3 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('auction_entries_auction_customer_unique').on(table.auctionId, table.customerId),
    index('auction_entries_customer_idx').on(table.customerId, table.lastBidAt),
  ],
)

/** Maxima to be placed for a customer `lead_seconds` before the end (following extensions). */
export const auctionSnipes = pgTable(
  'auction_snipes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxPrice: integer('max_price').notNull(),
    leadSeconds: integer('lead_seconds').notNull(),
    placeAt: timestamp('place_at', { withTimezone: true, precision: 3 }).notNull(),
    status: text('status', { enum: ['scheduled', 'placed', 'failed', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // One scheduled snipe per customer and lot: a second one changes it.
    uniqueIndex('auction_snipes_scheduled_unique').on(table.auctionId, table.customerId).where(sql`status = 'scheduled'`),
    index('auction_snipes_customer_idx').on(table.customerId, table.createdAt),
  ],
)

/** Who may bid (spec §6): one row per customer and scope ('auction', 'ecoring'), granted by staff. */
export const auctionPermissions = pgTable(
  'auction_permissions',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['auction', 'ecoring'] }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.scope] })],
)

/**
 * A customer's bidding limit, set by staff (audited): the most yen one bid or snipe of theirs may
 * name. No row: no limit beyond what their wallet can hold.
 */
export const auctionBidLimits = pgTable(
  'auction_bid_limits',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxYen: integer('max_yen').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('auction_bid_limits_max_yen_check', sql`${table.maxYen} >= 0`)],
)

/** Customers' requests for a permission (POST /request-permission/create), decided by staff. */
export const permissionRequests = pgTable(
  'permission_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['auction', 'ecoring'] }).notNull(),
    tel: text('tel').notNull(),
    slug: text('slug'),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    // One open request per customer and scope: asking again updates it.
    uniqueIndex('permission_requests_pending_unique').on(table.customerId, table.scope).where(sql`status = 'pending'`),
    index('permission_requests_status_idx').on(table.status, table.createdAt),
  ],
)

/** Ecoring's lots (demo content from the seed, or imported). */
export const ecoringLots = pgTable(
  'ecoring_lots',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['preview', 'timelimit', 'realtime'] }).notNull(),
    /** The lot's name as Ecoring lists it (Japanese), and its translations as the mirror keeps them ('' when none). */
    name: text('name').notNull(),
    nameVi: text('name_vi').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    /** foldSearchText of the three names and the brand (src/shared/catalog/search-text): a Vietnamese search finds it. */
    searchText: text('search_text').notNull().default(''),
    imageUrls: text('image_urls').array().notNull(),
    brand: text('brand'),
    rank: text('rank'),
    /** Yen; null: not updated yet. */
    startPrice: integer('start_price'),
    note: text('note'),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    categoryIds: text('category_ids').array().notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    descriptionText: text('description_text').notNull().default(''),
    /** The note and description in Vietnamese and English (the Japanese ones above); a language missing reads the Japanese. */
    translations: jsonb('translations').$type<Partial<Record<'vi' | 'en', EcoringLotTexts>>>().notNull().default({}),
    bidStepUnit: integer('bid_step_unit').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('ecoring_lots_kind_idx').on(table.kind, table.position, table.id)],
)

export const ecoringCategories = pgTable('ecoring_categories', {
  id: text('id').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * The auction desk (desk.ts): per lot, what staff last placed at Yahoo (or Ecoring) from the shop's
 * account and for which leader and maximum, and Yahoo's price and end as they last recorded them.
 */
export const auctionDeskLots = pgTable('auction_desk_lots', {
  auctionId: integer('auction_id')
    .primaryKey()
    .references(() => auctions.id, { onDelete: 'cascade' }),
  placedAmount: integer('placed_amount'),
  /** The engine's leader ("c<customer id>") and their maximum when staff placed. */
  placedLeader: text('placed_leader'),
  placedLeaderMax: integer('placed_leader_max'),
  placedAt: timestamp('placed_at', { withTimezone: true, precision: 3 }),
  yahooPrice: integer('yahoo_price'),
  yahooEndsAt: timestamp('yahoo_ends_at', { withTimezone: true, precision: 3 }),
  yahooSeenAt: timestamp('yahoo_seen_at', { withTimezone: true, precision: 3 }),
})

/**
 * A customer's watch list (issue 27): the lots they follow, one row per customer and lot, whether or
 * not anyone bid on them (a lot nobody bid on has no `auctions` row: it is named by its shop and ref).
 */
export const auctionWatches = pgTable(
  'auction_watches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The market's shop id: 8 for Yahoo Auction. */
    shopId: integer('shop_id').notNull(),
    /** The lot's code at its market (Yahoo Auction's auction id). */
    lotRef: text('lot_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    uniqueIndex('auction_watches_customer_lot_unique').on(table.customerId, table.shopId, table.lotRef),
    index('auction_watches_lot_idx').on(table.shopId, table.lotRef),
  ],
)
