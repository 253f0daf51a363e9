import type { HomeConfig, HomeSection } from '@shared/contracts/home-config'
import { AWOND_ID, IKOM_ID } from '@shared/shops/registry'
import { bannerUrl } from '@server/modules/media'

/** Banners of the home page (images served by the media module). */
export const homeBanners: { primary: HomeConfig['primary_banner']; secondary: HomeConfig['secondary_banner'] } = {
  primary: [
    { img_url: bannerUrl('home-ikom-beauty'), link: '/products/ikom?category=1' },
    { img_url: bannerUrl('home-awond-kitchen'), link: '/products/awond?category=5' },
    { img_url: bannerUrl('home-health'), link: '/products/ikom?category=2' },
    { img_url: bannerUrl('home-shipping'), link: '/service-price-table' },
  ],
  secondary: [
    { id: 1, img_url: bannerUrl('promo-baby'), link: '/products/ikom?category=3' },
    { id: 2, img_url: bannerUrl('promo-gadgets'), link: '/products/awond?category=7' },
  ],
}

type ShopBlock = Extract<HomeSection, { type: 'shop_block' }>
/** A shop block as configured; the home service adds logo, supplier name and the newest products. */
export type ShopBlockDefinition = Omit<ShopBlock, 'logo' | 'supplier_name' | 'products'>
export type HomeSectionDefinition = Extract<HomeSection, { type: 'two_banners' }> | ShopBlockDefinition

/** The home page sections, in order. */
export const homeSections: HomeSectionDefinition[] = [
  {
    type: 'two_banners',
    banners: [
      { shop_id: IKOM_ID, img_url: bannerUrl('shop-ikom') },
      { shop_id: AWOND_ID, img_url: bannerUrl('shop-awond') },
    ],
  },
  {
    type: 'shop_block',
    shop_id: IKOM_ID,
    action_label: 'Xem tất cả',
    sub_title: 'Mỹ phẩm, sức khỏe, mẹ & bé – hàng Nhật chính hãng',
    banner: bannerUrl('block-ikom'),
    banner_setup: 'top',
  },
  {
    type: 'shop_block',
    shop_id: AWOND_ID,
    action_label: 'Xem tất cả',
    sub_title: 'Gia dụng, thời trang, điện tử và đồ chơi từ Nhật Bản',
    banner: bannerUrl('block-awond'),
    banner_setup: 'bottom',
  },
]
