/** The public surface of this feature: other modules and features import only from here. */
export { ProductActions } from './ProductActions'
export { ProductDetailPage } from './ProductDetailPage'
export { ProductListPage } from './ProductListPage'
export { productDetailQueryOptions } from './product-detail-query'
export { ensureProductListData } from './product-list-query'
export { productListSearchSchema } from './product-list-search'
export { latestReviewsQueryOptions } from './review-query'
export { ownShop } from './product-list-query'
