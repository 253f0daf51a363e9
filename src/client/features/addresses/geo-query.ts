import { queryOptions } from '@tanstack/react-query'
import type { districtListContract, provinceListContract, wardListContract } from '@shared/contracts/geo'
import { toQueryString } from '@shared/http/query-string'
import { callApi } from '@client/app/call-api'
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

const publicRead = (signal: AbortSignal) => ({ signal, waitForAuth: false })

/** GET /api/provinces: cached after the first load (spec §7). */
export function provincesQueryOptions() {
  return queryOptions({
    queryKey: geoKeys.provinces(),
    queryFn: async ({ signal }) =>
      (await callApi('GET /api/provinces', { query: toQueryString<typeof provinceListContract>({ perPage: ALL }), ...publicRead(signal) }))
        .data,
    ...forever,
  })
}

/** GET /api/districts?filter[province_id]= */
export function districtsQueryOptions(provinceId: string) {
  return queryOptions({
    queryKey: geoKeys.districts(provinceId),
    queryFn: async ({ signal }) =>
      (
        await callApi('GET /api/districts', {
          query: toQueryString<typeof districtListContract>({ filter: { province_id: provinceId }, perPage: ALL }),
          ...publicRead(signal),
        })
      ).data,
    enabled: Boolean(provinceId),
    ...forever,
  })
}

/** GET /api/wards?filter[district_id]= */
export function wardsQueryOptions(districtId: string) {
  return queryOptions({
    queryKey: geoKeys.wards(districtId),
    queryFn: async ({ signal }) =>
      (
        await callApi('GET /api/wards', {
          query: toQueryString<typeof wardListContract>({ filter: { district_id: districtId }, perPage: ALL }),
          ...publicRead(signal),
        })
      ).data,
    enabled: Boolean(districtId),
    ...forever,
  })
}
