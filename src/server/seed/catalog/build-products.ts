import { foldSearchText } from '@shared/catalog/search-text'
import { AWOND_ID, IKOM_ID, findShop } from '@shared/shops/registry'
import type { productImages, productCategories, productTags, products } from '@server/modules/catalog'
import { sanitizeStaffHtml } from '@server/content/sanitize-html'
import { productImageUrl } from '@server/modules/media'
import { chance, randomFor, type Random } from '@server/seed/random'
import { rootOf } from './categories'
import { defaultIngredients, describeProduct } from './describe'
import {
  capacityOf,
  imageCount,
  isSingleUnit,
  listingDates,
  listingTags,
  priceJitter,
  saleStatus,
  soldCount,
  starRating,
  weightGrams,
} from './listing-facts'
import { PRODUCT_LINES } from './lines'
import { ORIGINS } from './origins'
import { listingPrices, shopPrice } from './pricing'
import type { ProductLine, Variant } from './product-line'

export type CatalogRows = {
  products: (typeof products.$inferInsert)[]
  images: (typeof productImages.$inferInsert)[]
  categories: (typeof productCategories.$inferInsert)[]
  tags: (typeof productTags.$inferInsert)[]
}

type Listing = { categoryId: number; n: number; line: ProductLine; variant: Variant; shopId: number; isPrimary: boolean }

const SKU_PREFIX: Record<number, string> = { [IKOM_ID]: 'IK', [AWOND_ID]: 'AW' }

/** ikom leans to beauty, health, baby and food; awond to home, fashion, electronics and toys. */
function primaryShop(random: Random, categoryId: number): number {
  const ikomShare = rootOf(categoryId) <= 4 ? 0.7 : 0.3
  return random() < ikomShare ? IKOM_ID : AWOND_ID
}

/** Each variant is one listing; about a third is also sold by the other shop. Ids: category × 1000 + n. */
function listings(): Listing[] {
  const result: Listing[] = []
  for (const { categoryId, lines } of PRODUCT_LINES) {
    let n = 0
    for (const line of lines) {
      for (const variant of line.variants) {
        const random = randomFor(`${categoryId}|${line.name}|${variant[0]}`)
        const shopId = primaryShop(random, categoryId)
        result.push({ categoryId, n: ++n, line, variant, shopId, isPrimary: true })
        if (chance(random, 0.33)) {
          const otherShop = shopId === IKOM_ID ? AWOND_ID : IKOM_ID
          result.push({ categoryId, n: ++n, line, variant, shopId: otherShop, isPrimary: false })
        }
      }
    }
  }
  return result
}

/** The line's own shop adds the Japanese name; the other shop lists it in Vietnamese only. */
function listingName(listing: Listing): string {
  const { line, isPrimary } = listing
  const label = listing.variant[0]
  const base = isSingleUnit(label) ? line.name : `${line.name} ${label}`
  return line.ja && isPrimary ? `${base} ${line.ja}` : base
}

function buildListing(listing: Listing, rows: CatalogRows): void {
  const { categoryId, line, shopId } = listing
  const [label, yen] = listing.variant
  const random = randomFor(`${categoryId}|${listing.n}|${line.name}|${label}|${shopId}`)
  const id = categoryId * 1000 + listing.n
  const sku = `${SKU_PREFIX[shopId]}-${categoryId}-${String(listing.n).padStart(3, '0')}`
  const name = listingName(listing)
  const origin = ORIGINS[line.origin ?? 'jp']
  const { price, initialPrice } = listingPrices(random, listing.isPrimary ? yen : shopPrice(yen * priceJitter(random)))
  const status = saleStatus(random)
  const { createdAt, updatedAt } = listingDates(random)
  const images = Array.from({ length: imageCount(random) }, (_, index) => productImageUrl(sku, index + 1, line.picture))

  rows.products.push({
    id,
    supplierId: shopId,
    sku,
    name,
    searchText: foldSearchText(name),
    brand: line.brand,
    price,
    initialPrice,
    imageUrl: images[0],
    originId: origin.id,
    ingredients: line.ingredients ?? defaultIngredients(categoryId),
    // Descriptions are rendered as HTML: whatever writes them stores only sanitised staff HTML.
    description: sanitizeStaffHtml(
      describeProduct({ name, brand: line.brand, variant: label, origin: origin.name, shopName: findShop(shopId)?.name ?? '', categoryId }),
    ),
    capacity: capacityOf(label),
    weightGrams: weightGrams(random, categoryId, label),
    taxPercent: 10,
    saleStatus: status,
    star: starRating(random),
    reviewsCount: 0,
    soldCount: soldCount(random, price, status),
    createdAt,
    updatedAt,
  })
  images.forEach((url, index) => rows.images.push({ productId: id, position: index + 1, url }))
  for (const category of new Set([categoryId, ...(line.alsoIn ? [line.alsoIn] : [])]))
    rows.categories.push({ productId: id, categoryId: category })
  const tags = listingTags(random, { categoryId, status, discounted: price < initialPrice, price, createdAt })
  for (const tag of tags) rows.tags.push({ productId: id, tag })
}

/** The whole demo catalogue as rows, the same on every call. */
export function buildCatalogRows(): CatalogRows {
  const rows: CatalogRows = { products: [], images: [], categories: [], tags: [] }
  for (const listing of listings()) buildListing(listing, rows)
  return rows
}
