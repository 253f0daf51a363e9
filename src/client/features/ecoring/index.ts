/** The public surface of this feature: other modules and features import only from here. */
export { EcoringDetailPage } from './EcoringDetailPage'
export { EcoringListPage } from './EcoringListPage'
export { ECORING_DETAIL_OPTIONS, type EcoringDetailOption } from './ecoring-options'
export { ecoringSearchSchema } from './ecoring-search'
export { ensureEcoringListData } from './ecoring-query'
