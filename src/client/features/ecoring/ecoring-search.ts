import { z } from 'zod/mini'
import { optionalChoice, optionalPage, optionalText } from '@client/app/search-params'

export const ECORING_TABS = ['preview', 'timelimit', 'realtime'] as const

/** /other-market/ecoring: tab (preview by default), category_id and page. */
export const ecoringSearchSchema = z.object({
  tab: optionalChoice(ECORING_TABS),
  category_id: optionalText,
  page: optionalPage,
})
