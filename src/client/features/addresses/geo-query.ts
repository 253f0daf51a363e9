import { queryOptions } from '@tanstack/react-query'
import type { Paginated } from '@shared/http/list-query'
import type { District, Province, Ward, districtListContract, provinceListContract, wardListContract } from '@shared/contracts/geo'
import { toQueryString } from '@shared/http/query-string'
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

/** Every unit fits one page of the largest size the API allows. */
const ALL = 1000

async function listAll<T>(path: string, query: string, signal: AbortSignal): Promise<T[]> {
  return (await api.get<Paginated<T>>(path, { query, signal, waitForAuth: false })).data
}

/** GET /api/provinces: cached after the first load (spec §7). */
export function provincesQueryOptions() {
  return queryOptions({
    queryKey: geoKeys.provinces(),
    queryFn: ({ signal }) => listAll<Province>('/api/provinces', toQueryString<typeof provinceListContract>({ perPage: ALL }), signal),
    ...forever,
  })
}

/** GET /api/districts?filter[province_id]= */
export function districtsQueryOptions(provinceId: string) {
  return queryOptions({
    queryKey: geoKeys.districts(provinceId),
    queryFn: ({ signal }) =>
      listAll<District>(
        '/api/districts',
        toQueryString<typeof districtListContract>({ filter: { province_id: provinceId }, perPage: ALL }),
        signal,
      ),
    enabled: Boolean(provinceId),
    ...forever,
  })
}

/** GET /api/wards?filter[district_id]= */
export function wardsQueryOptions(districtId: string) {
  return queryOptions({
    queryKey: geoKeys.wards(districtId),
    queryFn: ({ signal }) =>
      listAll<Ward>('/api/wards', toQueryString<typeof wardListContract>({ filter: { district_id: districtId }, perPage: ALL }), signal),
    enabled: Boolean(districtId),
    ...forever,
  })
}
