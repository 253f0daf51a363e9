import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '@shared/i18n/locales'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'
import type { GuideBook } from './guide-types'

const loaders: Record<Locale, () => Promise<GuideBook>> = {
  vi: () => import('./vi').then((module) => module.guideBook),
  en: () => import('./en').then((module) => module.guideBook),
  ja: () => import('./ja').then((module) => module.guideBook),
}

/** The guides in one language: a code chunk, not an API call (so never persisted or refetched). */
export function guideBookQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['guides', locale] as const,
    queryFn: () => loaders[locale](),
    staleTime: Infinity,
    networkMode: 'always',
    meta: { ...PUBLIC_QUERY_META, persist: false },
  })
}
