import { productPath, splitMarketItemRef } from '@shared/catalog/product-path'
import type { MarketCategory, MarketProductCard, MarketProductDetail, MarketSeller } from '@shared/contracts/market'
import type { Locale } from '@shared/i18n/locales'
import { marketItemUrl } from '@shared/markets/item-url'
import { CONDITIONS, COLOURS, GENDERS, SHIPPING_PAYERS, SELLER_MAX_RATING, inLanguage, labelOf } from '@shared/markets/listing-facts'
import { discountPercent } from '@shared/money/money'
import { maxCartQuantity } from '@shared/orders/cart-rules'
import { findShop } from '@shared/shops/registry'
import { translate } from '@server/i18n/messages'
import { effectiveSaleStatus } from './connector'
import type { Listing, ListingWithDetails, MarketCategoryData, MarketSellerData } from './model'
import type { ChosenOption } from './options'

/** The reader's language, else Japanese as the market lists it (the shared rule). */
export { inLanguage }

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

function discount(price: number, initialPrice: number) {
  return { price: Math.max(0, initialPrice - price), percent: discountPercent(price, initialPrice) }
}

function cardLabel(listing: Listing, locale: Locale): string | null {
  return labelOf(CONDITIONS, listing.condition, locale) ?? listing.rank ?? listing.brand
}

/** Spec §3 Market product card, in the reader's language. */
export function toCard(listing: Listing, locale: Locale, now: Date): MarketProductCard {
  const shop = findShop(listing.shopId)
  const { itemCode, storeCode } = splitMarketItemRef(listing.itemRef)
  return {
    id: itemCode,
    item_ref: listing.itemRef,
    append: storeCode ?? null,
    path: productPath(listing.shopId, listing.itemRef),
    name: inLanguage(listing.names, locale),
    original_name: listing.names.ja,
    image_uri: listing.imageUrls[0] ?? '',
    price: listing.price,
    initial_price: listing.initialPrice,
    discount: discount(listing.price, listing.initialPrice),
    label: cardLabel(listing, locale),
    sale_status: effectiveSaleStatus(listing, now),
    url: marketItemUrl(listing.shopId, listing.itemRef),
    shop: listing.seller
      ? { id: listing.seller.id, name: listing.seller.name, image_uri: listing.seller.imageUrl, rate: listing.seller.rating }
      : null,
    range_price: listing.priceRange,
    end_time: listing.auction ? unixSeconds(listing.auction.endTime) : null,
    quick_decision_price: listing.auction?.buyNowPrice ?? null,
    bid_count: listing.auction?.bidCount ?? null,
    supplier_id: listing.shopId,
    supplier_name: shop?.name ?? String(listing.shopId),
  }
}

/** A market's categories in display order, each knowing whether it has children. */
export function toCategories(rows: readonly MarketCategoryData[], locale: Locale): MarketCategory[] {
  const parents = new Set(rows.map((row) => row.parentId).filter((id) => id !== null))
  return rows.map((row) => ({
    id: row.id,
    name: inLanguage(row.names, locale),
    lang: row.names,
    parent_id: row.parentId,
    is_leaf: !parents.has(row.id),
    image_uri: row.imageUrl,
  }))
}

export function toSeller(seller: MarketSellerData, locale: Locale): MarketSeller {
  const reviews = seller.good + seller.normal + seller.bad
  return {
    id: seller.id,
    name: seller.name,
    image_uri: seller.imageUrl,
    description: inLanguage(seller.description, locale),
    identity_verification: seller.identityVerified,
    rate: { ratio: seller.rating, max_ratio: seller.maxRating || SELLER_MAX_RATING },
    good: seller.good,
    normal: seller.normal,
    bad: seller.bad,
    good_rate_percent: reviews === 0 ? 100 : Math.round((seller.good * 100) / reviews),
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/** Plain text as paragraphs of escaped HTML: market descriptions are never trusted as HTML. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('')
}

function delivery(listing: ListingWithDetails, locale: Locale) {
  const { details } = listing
  const lines: { id: string; name: string }[] = []
  const payer = labelOf(SHIPPING_PAYERS, listing.shippingPayer, locale)
  if (payer) lines.push({ id: `shipping_payer:${listing.shippingPayer}`, name: payer })
  if (details.freeShipping && listing.shippingPayer !== 'seller')
    lines.push({ id: 'free_shipping', name: translate(locale, 'marketFreeShipping') })
  if (details.shippingMethod)
    lines.push({
      id: `shipping_method:${details.shippingMethod}`,
      name: translate(locale, 'marketShippingMethod', { method: details.shippingMethod }),
    })
  const estimate =
    details.deliveryDays === null
      ? translate(locale, 'marketDeliveryAsSeller')
      : translate(locale, 'marketDeliveryDays', { days: String(details.deliveryDays) })
  return { lines, estimate }
}

export type DetailExtras = {
  categories: readonly MarketCategoryData[]
  seller: MarketSellerData | null
  recommends: MarketProductCard[]
  chosen: ChosenOption | null
  now: Date
}

/** Spec §3 Product detail item (other markets), in the reader's language. */
export function toDetail(listing: ListingWithDetails, locale: Locale, extras: DetailExtras): MarketProductDetail {
  const shop = findShop(listing.shopId)
  const card = toCard(listing, locale, extras.now)
  const itemRef = extras.chosen?.itemRef ?? listing.itemRef
  const price = extras.chosen?.price ?? listing.price
  const status = effectiveSaleStatus(listing, extras.now)
  const { details } = listing
  const description = inLanguage(details.description, locale)
  const categoryNames = new Map(extras.categories.map((category) => [category.id, category.names]))
  const { lines, estimate } = delivery(listing, locale)
  const leafName = listing.categoryId ? categoryNames.get(listing.categoryId) : undefined
  const condition = labelOf(CONDITIONS, listing.condition, locale)
  return {
    id: card.id,
    item_ref: itemRef,
    append: card.append,
    path: productPath(listing.shopId, itemRef),
    shop_id: listing.shopId,
    supplier_name: card.supplier_name,
    name: card.name,
    original_name: card.original_name,
    price,
    initial_price: Math.max(listing.initialPrice, price),
    discount: discount(price, Math.max(listing.initialPrice, price)),
    image_list: listing.imageUrls,
    description_html: paragraphs(description),
    description_text: description,
    original_description_text: details.description.ja,
    product_condition: condition ? [{ id: listing.condition!, name: condition }] : [],
    delivery: lines,
    sale_status: status,
    is_sold_out: status === 'sold_out',
    categories: listing.categoryPath.flatMap((id) => {
      const names = categoryNames.get(id)
      return names ? [{ id, lang: names }] : []
    }),
    rate: { count: listing.reviewsCount, ratio: listing.rating ?? listing.seller?.rating ?? SELLER_MAX_RATING, comments: [] },
    bid_count: card.bid_count,
    quick_decision_price: card.quick_decision_price,
    size: details.sizes.map((size) => ({ id: size.id, name: size.name, price: size.price })),
    variants: details.variants.map((variant) => ({ id: variant.id, name: variant.name, price: variant.price })),
    selected_option: extras.chosen?.optionId ?? null,
    origin: details.origin,
    colorDescription: labelOf(COLOURS, details.colour, locale) ?? details.colour,
    subTitle: details.subTitle,
    brand: listing.brand,
    rank: listing.rank,
    tags: {
      brand: listing.brand,
      category: leafName ? inLanguage(leafName, locale) : null,
      productType: null,
      gender: labelOf(GENDERS, details.gender, locale),
      sportTags: details.sportTags,
    },
    delivery_detail: { estimated_delivery_time_text: estimate },
    sharing_data: { supplier_product_url: card.url },
    can_buy_more: shop?.can_buy_more ?? false,
    max_quantity: shop ? maxCartQuantity(shop) : 1,
    seller: extras.seller ? toSeller(extras.seller, locale) : null,
    auction: listing.auction
      ? {
          current_price: listing.price,
          start_price: listing.auction.startPrice,
          buy_now_price: listing.auction.buyNowPrice,
          bid_count: listing.auction.bidCount,
          end_time: unixSeconds(listing.auction.endTime),
          auto_extension: listing.auction.autoExtension,
          ended: status === 'ended',
          weight_grams: listing.weightGrams,
          buyer_pays_shipping: listing.shippingPayer === 'buyer',
        }
      : null,
    recommends: extras.recommends,
  }
}
