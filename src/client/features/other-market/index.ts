/** The public surface of this feature: other modules and features import only from here. */
export { AffiliateHomePage } from './AffiliateHomePage'
export { DirectOrderPage } from './DirectOrderPage'
export { MarketCategoryPage } from './MarketCategoryPage'
export { MarketDetailPage } from './MarketDetailPage'
export { MarketListPage } from './MarketListPage'
export { MarketMatches } from './MarketMatches'
export { MarketSearchPage } from './MarketSearchPage'
export { SellerShopPage } from './SellerShopPage'
export { TranslatePage } from './TranslatePage'
export {
  ensureMarketCategoryData,
  ensureMarketDetailData,
  ensureMarketHomeData,
  ensureMarketListData,
  ensureMarketSearchData,
} from './market-query'
export {
  directOrderSearchSchema,
  otherMarketCategorySearchSchema,
  otherMarketDetailSearchSchema,
  otherMarketListSearchSchema,
  otherMarketSearchSchema,
  sellerShopSearchSchema,
  textOf,
} from './search-params'
