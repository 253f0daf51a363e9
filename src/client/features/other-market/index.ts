/** The public surface of this feature: other modules and features import only from here. */
export {
  directOrderSearchSchema,
  otherMarketDetailSearchSchema,
  otherMarketListSearchSchema,
  otherMarketSearchSchema,
} from './search-params'
