import { queryOptions } from '@tanstack/react-query'
import type { Paginated } from '@shared/http/list-query'
import type { District, Province, Ward } from '@shared/contracts/geo'
import { api } from '@client/app/api-client'
import { PUBLIC_QUERY_META } from '@client/app/query-scope'

export const geoKeys = {
  all: ['geo'] as const,
  provinces: () => [...geoKeys.all, 'provinces'] as const,
  districts: (provinceId: string) => [...geoKeys.all, 'districts', provinceId] as const,
  wards: (districtId: string) => [...geoKeys.all, 'wards', districtId] as const,
}

/** Administrative units hardly ever change: load once, keep (and persist) for good. */
const forever = { staleTime: Infinity, gcTime: Infinity, meta: PUBLIC_QUERY_META } as const

async function listAll<T>(path: string, query: Record<string, string>, signal: AbortSignal): Promise<T[]> {
  return (await api.get<Paginated<T>>(path, { query: { ...query, per_page: '1000' }, signal, waitForAuth: false })).data
}

/** GET /api/provinces: cached after the first load (spec §7). */
export function provincesQueryOptions() {
  return queryOptions({
    queryKey: geoKeys.provinces(),
    queryFn: ({ signal }) => listAll<Province>('/api/provinces', {}, signal),
    ...forever,
  })
}

/** GET /api/districts?filter[province_id]= */
export function districtsQueryOptions(provinceId: string) {
  return queryOptions({
    queryKey: geoKeys.districts(provinceId),
    queryFn: ({ signal }) => listAll<District>('/api/districts', { 'filter[province_id]': provinceId }, signal),
    enabled: Boolean(provinceId),
    ...forever,
  })
}

/** GET /api/wards?filter[district_id]= */
export function wardsQueryOptions(districtId: string) {
  return queryOptions({
    queryKey: geoKeys.wards(districtId),
    queryFn: ({ signal }) => listAll<Ward>('/api/wards', { 'filter[district_id]': districtId }, signal),
    enabled: Boolean(districtId),
    ...forever,
  })
}
