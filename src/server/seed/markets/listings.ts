import type { MarketRecordInput } from '@shared/contracts/market-import'
import type { Condition, Localized, ShippingPayer } from '@shared/markets/listing-facts'
import { marketImageUrl } from '@server/modules/media'
import { type Random, between, chance, integerBetween, randomFor } from '@server/seed/random'
import { categoryIdOf } from './categories'
import { departmentOf } from './departments'
import { HARD_OFF_RANKS } from './filter-options'
import { GOODS, NIKE_MODELS, type Good, type NikeModel } from './goods'
import type { MarketProfile } from './profiles'
import {
  CONDITION_PREFIX,
  ONE_YEN_START,
  auctionDescription,
  fleaDescription,
  nikeDescription,
  storeDescription,
  usedStoreDescription,
} from './texts'

type ListingInput = Extract<MarketRecordInput, { kind: 'listing' }>

const HOUR = 3600
const DAY = 24 * HOUR
const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
const pick = <T>(random: Random, items: readonly T[]): T => items[integerBetween(random, 0, items.length - 1)]
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)

/** How much of its new price a used good fetches, by condition. */
const USED_VALUE: Record<Condition, number> = { new: 0.82, like_new: 0.68, good: 0.55, fair: 0.42, poor: 0.3, junk: 0.12 }
const CONDITION_WEIGHTS: [Condition, number][] = [
  ['new', 0.15],
  ['like_new', 0.3],
  ['good', 0.3],
  ['fair', 0.15],
  ['poor', 0.07],
  ['junk', 0.03],
]

function weighted<T>(random: Random, weights: readonly [T, number][]): T {
  let roll = random()
  for (const [value, weight] of weights) {
    roll -= weight
    if (roll < 0) return value
  }
  return weights[weights.length - 1][0]
}

function prefixed(good: Good, prefix: Localized | undefined): Localized {
  return prefix
    ? { ja: `${prefix.ja}${good.ja}`, vi: `${prefix.vi}${good.vi}`, en: `${prefix.en}${good.en}` }
    : { ja: good.ja, vi: good.vi, en: good.en }
}

function images(drawing: string, key: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => marketImageUrl(drawing, key, index + 1))
}

/** What every listing of a good has, whatever the market. */
function baseListing(profile: MarketProfile, good: Good, random: Random, today: Date): ListingInput {
  const code = profile.itemCode(random, good.key)
  const seller = pick(random, profile.sellers)
  return {
    kind: 'listing',
    shop: profile.path,
    item_code: code,
    store_code: profile.storeCodes ? seller.id : undefined,
    seller_id: seller.id,
    category_id: categoryIdOf(profile, good),
    name: { ja: good.ja, vi: good.vi, en: good.en },
    price: good.price,
    images: images(good.pictogram, `${profile.path}-${code}`, 3),
    brand: good.brand,
    colour: good.colours ? pick(random, good.colours) : undefined,
    gender: good.gender,
    weight_grams: good.weightGrams,
    listed_at: seconds(today) - integerBetween(random, HOUR, 40 * DAY),
  }
}

function fleaListing(listing: ListingInput, good: Good, random: Random): ListingInput {
  const condition = weighted(random, CONDITION_WEIGHTS)
  const payer: ShippingPayer = chance(random, 0.85) ? 'seller' : 'buyer'
  const price = roundTo(good.price * USED_VALUE[condition] * between(random, 0.85, 1.15), 10)
  return {
    ...listing,
    name: prefixed(good, CONDITION_PREFIX[condition]),
    price,
    // A fifth of the sellers have lowered their price since listing.
    initial_price: chance(random, 0.2) ? roundTo(price * between(random, 1.1, 1.3), 100) : price,
    condition,
    shipping_payer: payer,
    sale_status: chance(random, 0.12) ? 'sold_out' : 'on_sale',
    description: fleaDescription(good, condition, payer),
    delivery_days: integerBetween(random, 1, 4),
  }
}

const PACKS = [
  { id: 'x1', name: '1個 (x1)', factor: 1 },
  { id: 'x2', name: '2個セット (x2)', factor: 1.9 },
  { id: 'x3', name: '3個セット (x3)', factor: 2.7 },
]
const CLOTHING_SIZES = ['S', 'M', 'L', 'XL']

function storeListing(profile: MarketProfile, listing: ListingInput, good: Good, random: Random): ListingInput {
  const discounted = chance(random, 0.35)
  const price = roundTo(good.price * (discounted ? between(random, 0.6, 0.9) : between(random, 0.95, 1.05)), 10)
  const days = integerBetween(random, 1, 3)
  const isClothing = departmentOf(good.leaf).key === 'fashion' && good.leaf !== 'bags'
  return {
    ...listing,
    price,
    initial_price: discounted ? roundTo(good.price, 10) : price,
    free_shipping: price >= 3000 || chance(random, 0.4),
    shipping_method: profile.path === 'amazon' && chance(random, 0.7) ? 'prime' : undefined,
    rating: Math.round(between(random, 3.4, 4.95) * 10) / 10,
    reviews_count: integerBetween(random, 3, 2400),
    description: storeDescription(good, days),
    delivery_days: days,
    variants: good.price <= 3000 ? PACKS.map((pack) => ({ id: pack.id, name: pack.name, price: roundTo(price * pack.factor, 10) })) : [],
    sizes: isClothing ? CLOTHING_SIZES.map((size) => ({ id: size, name: size })) : [],
    sale_status: chance(random, 0.05) ? 'sold_out' : 'on_sale',
  }
}

function auctionListing(listing: ListingInput, good: Good, random: Random, today: Date): ListingInput {
  const condition = weighted(random, CONDITION_WEIGHTS)
  const value = good.price * USED_VALUE[condition]
  const oneYen = chance(random, 0.15)
  const startPrice = oneYen ? 1 : roundTo(value * between(random, 0.3, 0.7), 100)
  const bids = integerBetween(random, 0, oneYen ? 60 : 25)
  const price = bids === 0 ? startPrice : Math.max(startPrice, roundTo(value * between(random, 0.5, 0.95), 100))
  const ended = chance(random, 0.1)
  const endTime = seconds(today) + (ended ? -integerBetween(random, HOUR, 5 * DAY) : integerBetween(random, 2 * HOUR, 7 * DAY))
  const autoExtension = chance(random, 0.7)
  return {
    ...listing,
    name: prefixed(good, oneYen ? ONE_YEN_START : CONDITION_PREFIX[condition]),
    price,
    initial_price: price,
    condition,
    shipping_payer: chance(random, 0.6) ? 'buyer' : 'seller',
    sale_status: ended ? 'ended' : 'on_sale',
    description: auctionDescription(good, condition, autoExtension),
    delivery_days: integerBetween(random, 1, 3),
    listed_at: endTime - 7 * DAY,
    auction: {
      start_price: startPrice,
      buy_now_price: chance(random, 0.45) ? roundTo(Math.max(price, value) * between(random, 1.2, 1.6), 100) : null,
      bid_count: bids,
      end_time: endTime,
      auto_extension: autoExtension,
    },
  }
}

function usedStoreListing(listing: ListingInput, good: Good, random: Random, profile: MarketProfile): ListingInput {
  const rank = weighted(random, [
    ['A', 0.25],
    ['B', 0.35],
    ['C', 0.25],
    ['D', 0.1],
    ['J', 0.05],
  ] as const)
  const { condition, label } = HARD_OFF_RANKS[rank]
  const branch = profile.sellers.find((seller) => seller.id === listing.seller_id)?.name ?? ''
  const price = roundTo(good.price * USED_VALUE[condition] * between(random, 0.9, 1.1), 10)
  return {
    ...listing,
    price,
    initial_price: price,
    rank,
    condition,
    shipping_payer: 'buyer',
    sale_status: chance(random, 0.08) ? 'sold_out' : 'on_sale',
    description: usedStoreDescription(good, label.ja, branch),
    delivery_days: integerBetween(random, 2, 5),
  }
}

function shoeSizes(model: NikeModel) {
  const [from, to] = model.age === 'kids' ? [20, 24] : model.gender === 'women' ? [22.5, 25.5] : [25, 29]
  const sizes = []
  for (let size = from; size <= to; size += 0.5) sizes.push({ id: String(size).replace('.', '_'), name: `${size.toFixed(1)}cm` })
  return sizes
}

function nikeListing(profile: MarketProfile, model: NikeModel, today: Date): ListingInput {
  const random = randomFor(`${profile.path}:${model.code}`)
  const root = model.age === 'kids' ? 'kids' : model.gender === 'women' ? 'women' : 'men'
  const price = model.sale ?? model.price
  return {
    kind: 'listing',
    shop: profile.path,
    item_code: model.code,
    seller_id: profile.sellers[0].id,
    category_id: `${root}-${model.kind}`,
    name: { ja: model.ja, vi: model.vi, en: model.en },
    price,
    initial_price: model.price,
    images: images(model.kind === 'shoes' ? 'shoe' : 'shirt', `${profile.path}-${model.code}`, 4),
    description: nikeDescription({ ...model, brand: 'Nike' }),
    brand: 'Nike',
    colour: model.colour,
    gender: model.gender,
    age: model.age,
    sub_title: model.kind === 'shoes' ? 'Shoes' : 'Clothing',
    origin: 'Vietnam',
    sizes: model.kind === 'shoes' ? shoeSizes(model) : ['S', 'M', 'L', 'XL', 'XXL'].map((size) => ({ id: size, name: size })),
    sport_tags: model.code.startsWith('FD272') ? ['Running'] : ['Lifestyle'],
    free_shipping: price >= 5000,
    weight_grams: model.kind === 'shoes' ? 900 : 350,
    rating: Math.round(between(random, 4.2, 4.9) * 10) / 10,
    reviews_count: integerBetween(random, 20, 900),
    delivery_days: integerBetween(random, 2, 5),
    listed_at: seconds(today) - integerBetween(random, HOUR, 60 * DAY),
  }
}

/** The demo listings of one market, the same on every run for the same day. */
export function listingRecords(profile: MarketProfile, today: Date): ListingInput[] {
  if (profile.style === 'nike') return NIKE_MODELS.map((model) => nikeListing(profile, model, today))
  const goods = GOODS.filter((good) => profile.departments.includes(departmentOf(good.leaf).key))
  return goods.flatMap((good) => {
    const copies = Array.from({ length: profile.copies }, (_, copy) => {
      const random = randomFor(`${profile.path}:${good.key}:${copy}`)
      const listing = baseListing(profile, good, random, today)
      switch (profile.style) {
        case 'flea':
          return fleaListing(listing, good, random)
        case 'auction':
          return auctionListing(listing, good, random, today)
        case 'used-store':
          return usedStoreListing(listing, good, random, profile)
        default:
          return storeListing(profile, listing, good, random)
      }
    })
    return copiesAtOtherSellers(profile, copies)
  })
}

/** A good listed more than once in a market is listed by different sellers: one seller lists an item once. */
function copiesAtOtherSellers(profile: MarketProfile, copies: ListingInput[]): ListingInput[] {
  const taken = new Set<string>()
  return copies.map((listing) => {
    const sellerId = taken.has(listing.seller_id ?? '')
      ? (profile.sellers.find((seller) => !taken.has(seller.id))?.id ?? listing.seller_id)
      : listing.seller_id
    taken.add(sellerId ?? '')
    if (sellerId === listing.seller_id) return listing
    return { ...listing, seller_id: sellerId, store_code: profile.storeCodes ? sellerId : undefined }
  })
}
