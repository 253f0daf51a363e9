import type { HomeConfig, HomeSection } from '@shared/contracts/home-config'
import type { Locale } from '@shared/i18n/locales'
import { AWOND_ID, IKOM_ID } from '@shared/shops/registry'
import { bannerUrl } from '@server/modules/media'

/** Banners of the home page in one language (images served by the media module, their words baked in). */
export function homeBanners(locale: Locale): { primary: HomeConfig['primary_banner']; secondary: HomeConfig['secondary_banner'] } {
  return {
    primary: [
      { img_url: bannerUrl('home-ikom-beauty', locale), link: '/products/ikom?category=1' },
      { img_url: bannerUrl('home-awond-kitchen', locale), link: '/products/awond?category=5' },
      { img_url: bannerUrl('home-health', locale), link: '/products/ikom?category=2' },
      { img_url: bannerUrl('home-shipping', locale), link: '/service-price-table' },
    ],
    secondary: [
      { id: 1, img_url: bannerUrl('promo-baby', locale), link: '/products/ikom?category=3' },
      { id: 2, img_url: bannerUrl('promo-gadgets', locale), link: '/products/awond?category=7' },
    ],
  }
}

type ShopBlock = Extract<HomeSection, { type: 'shop_block' }>
/** A shop block as configured; the home service adds logo, supplier name and the newest products. */
export type ShopBlockDefinition = Omit<ShopBlock, 'logo' | 'supplier_name' | 'products'>
export type HomeSectionDefinition = Extract<HomeSection, { type: 'two_banners' }> | ShopBlockDefinition

const SEE_ALL: Record<Locale, string> = { vi: 'Xem tất cả', en: 'See all', ja: 'すべて見る' }

/** What each shop block says about its shop, in each language. */
const SHOP_BLURBS: Record<typeof IKOM_ID | typeof AWOND_ID, Record<Locale, string>> = {
  [IKOM_ID]: {
    vi: 'Mỹ phẩm, sức khỏe, mẹ & bé – hàng Nhật chính hãng',
    en: 'Cosmetics, health, mother & baby – genuine Japanese goods',
    ja: '化粧品・健康・ママ&ベビー ― 日本の正規品',
  },
  [AWOND_ID]: {
    vi: 'Gia dụng, thời trang, điện tử và đồ chơi từ Nhật Bản',
    en: 'Household goods, fashion, electronics and toys from Japan',
    ja: '日本の生活用品・ファッション・家電・おもちゃ',
  },
}

/** The home page sections, in order, in one language. */
export function homeSections(locale: Locale): HomeSectionDefinition[] {
  return [
    {
      type: 'two_banners',
      banners: [
        { shop_id: IKOM_ID, img_url: bannerUrl('shop-ikom', locale) },
        { shop_id: AWOND_ID, img_url: bannerUrl('shop-awond', locale) },
      ],
    },
    {
      type: 'shop_block',
      shop_id: IKOM_ID,
      action_label: SEE_ALL[locale],
      sub_title: SHOP_BLURBS[IKOM_ID][locale],
      banner: bannerUrl('block-ikom', locale),
      banner_setup: 'top',
    },
    {
      type: 'shop_block',
      shop_id: AWOND_ID,
      action_label: SEE_ALL[locale],
      sub_title: SHOP_BLURBS[AWOND_ID][locale],
      banner: bannerUrl('block-awond', locale),
      banner_setup: 'bottom',
    },
  ]
}
