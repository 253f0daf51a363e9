import { defineModule } from '@server/modules/define-module'
import { catalogRoutes } from './routes'
import { catalogStaffRoutes } from './staff-routes'
import { catalogMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { cached, catalogCacheSize, markCatalogChanged, setCatalogCacheBudget, shareCatalogChanges, weighed } from './cache'
export { containsPattern, listProducts } from './product-list'
export { type OwnProductSearch, type OwnSearchMatch, searchOwnProducts } from './product-search'
export {
  byRelevance,
  matchingTerms,
  relevanceOf,
  relevanceQuery,
  relevanceScorer,
  type RelevanceItem,
  type RelevanceQuery,
} from './search-relevance'
export { ownCatalogueSource } from './purchasable'
export { lockProduct, type ProductStars, setProductRating, type StarCounts } from './rating'
export { sendCatalogJson } from './response-cache'
export {
  demoShortLinks,
  httpShortLinkHop,
  shortLinkResolver,
  type ShortLinkHop,
  type ShortLinks,
  tableShortLinkHop,
} from './short-links'
export { categories, origins, productCategories, productImages, productTags, products } from './tables'

/** What the catalog module adds to the app, named once in the module list (modules/registry.ts). */
export const catalogModule = defineModule({
  name: 'catalog',
  routes: { public: catalogRoutes, staff: catalogStaffRoutes },
  messages: catalogMessages,
  tables,
})
