/** The public surface of this module: other modules and features import only from here. */
export { cached, markCatalogChanged, shareCatalogChanges } from './cache'
export { containsPattern, listProducts } from './product-list'
export { ownCatalogueSource } from './purchasable'
export { lockProduct, setProductRating } from './rating'
export { sendCatalogJson } from './response-cache'
export { catalogRoutes } from './routes'
export { catalogStaffRoutes } from './staff-routes'
export { categories, origins, productCategories, productImages, productTags, products } from './tables'
