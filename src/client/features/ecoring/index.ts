/** The public surface of this feature: other modules and features import only from here. */
export { ECORING_DETAIL_OPTIONS } from './ecoring-options'
export { ecoringSearchSchema } from './ecoring-search'
