/** The public surface of this module: other modules and features import only from here. */
export { markCatalogChanged, shareCatalogChanges } from './cache'
export { ownCatalogueSource } from './purchasable'
export { lockProduct, setProductRating } from './rating'
export { catalogRoutes } from './routes'
export { catalogStaffRoutes } from './staff-routes'
export { categories, origins, productCategories, productImages, productTags, products } from './tables'
