/** The public surface of this feature: other modules and features import only from here. */
export { HomePage } from './HomePage'
export { homeConfigQueryOptions, topProductsQueryOptions } from './home-query'
export { latestNewsQueryOptions } from './latest-news-query'
