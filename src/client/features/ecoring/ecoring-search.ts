import { z } from 'zod/mini'
import { optionalChoice, optionalPage, optionalText } from '@client/app/search-params'

export const ECORING_TABS = ['preview', 'timelimit', 'realtime'] as const
export type EcoringTab = (typeof ECORING_TABS)[number]

/** /other-market/ecoring: tab (preview by default), category_id and page. */
export const ecoringSearchSchema = z.object({
  tab: optionalChoice(ECORING_TABS),
  category_id: optionalText,
  page: optionalPage,
})
export type EcoringSearch = z.infer<typeof ecoringSearchSchema>

export const ECORING_PATH = '/other-market/ecoring'

/** The list's URL for a search (page 1 and the default tab are left out). */
export function ecoringHref(search: EcoringSearch): string {
  const params = new URLSearchParams()
  if (search.tab && search.tab !== 'preview') params.set('tab', search.tab)
  if (search.category_id) params.set('category_id', search.category_id)
  if (search.page && search.page > 1) params.set('page', String(search.page))
  const text = params.toString()
  return text ? `${ECORING_PATH}?${text}` : ECORING_PATH
}

export const ecoringDetailHref = (option: 'preview' | 'timelimit', id: string | number) =>
  `${ECORING_PATH}/detail/${option}/${encodeURIComponent(String(id))}`
