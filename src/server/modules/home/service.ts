import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { HomeConfig, HomeProductCard } from '@shared/contracts/home-config'
import { discountPercent } from '@shared/money/money'
import type { Locale } from '@shared/i18n/locales'
import { findShop } from '@shared/shops/registry'
import { products } from '@server/modules/catalog'
import { shopLogoUrl } from '@server/modules/media'
import { homeBanners, homeSections } from '@server/seed/home-content'

const PRODUCTS_PER_BLOCK = 10

/** The home page configuration in one language: banners and sections, with each shop block's newest products. */
export async function buildHomeConfig(db: Database, locale: Locale): Promise<HomeConfig> {
  const banners = homeBanners(locale)
  const sections = await Promise.all(
    homeSections(locale).map(async (section): Promise<HomeConfig['sections'][number]> => {
      if (section.type === 'two_banners') return section
      const shop = findShop(section.shop_id)
      return {
        ...section,
        logo: shopLogoUrl(shop?.path ?? String(section.shop_id)),
        supplier_name: shop?.name ?? '',
        products: await newestProducts(db, section.shop_id),
      }
    }),
  )
  return { primary_banner: banners.primary, secondary_banner: banners.secondary, sections }
}

async function newestProducts(db: Database, shopId: number): Promise<HomeProductCard[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.supplierId, shopId), eq(products.saleStatus, 'on_sale')))
    .orderBy(desc(products.updatedAt), desc(products.id))
    .limit(PRODUCTS_PER_BLOCK)
  return rows.map((row) => ({
    id: row.id,
    product_id: row.id,
    name: row.name,
    price: row.price,
    initial_price: row.initialPrice,
    discount: discountPercent(row.price, row.initialPrice),
    image_url: row.imageUrl,
    shop_id: row.supplierId,
  }))
}
