import type { LocalizedName } from '@server/modules/posts'

export const POST_CATEGORY = { tips: 1, shipping: 2, products: 3, news: 4 } as const

const NAMES: Record<keyof typeof POST_CATEGORY, LocalizedName> = {
  tips: { vi: 'Kinh nghiệm mua hàng', en: 'Shopping tips', ja: 'お買い物のコツ' },
  shipping: { vi: 'Vận chuyển và hải quan', en: 'Shipping and customs', ja: '配送・通関' },
  products: { vi: 'Hàng Nhật nên mua', en: 'Japanese goods worth buying', ja: 'おすすめの日本製品' },
  news: { vi: 'Tin tức và khuyến mãi', en: 'News and offers', ja: 'お知らせ・キャンペーン' },
}

export const POST_CATEGORY_ROWS = (Object.keys(POST_CATEGORY) as (keyof typeof POST_CATEGORY)[]).map((key, position) => ({
  id: POST_CATEGORY[key],
  name: NAMES[key],
  position,
}))
