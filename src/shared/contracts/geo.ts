import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'

/** Vietnam's administrative units (spec §3); ids are the official GSO codes. Only vn is offered. */
export const DEFAULT_COUNTRY_ID = 'vn' as const

export const provinceSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), country_id: z.string() })
export type Province = z.infer<typeof provinceSchema>

export const districtSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), province_id: z.string() })
export type District = z.infer<typeof districtSchema>

export const wardSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  district_id: z.string(),
  district: districtSchema.optional(),
  province: provinceSchema.optional(),
})
export type Ward = z.infer<typeof wardSchema>

export const WARD_INCLUDES = ['district', 'province'] as const

const unitList = { sorts: ['id', 'name'], defaultSort: 'id', pageSize: { default: 100, max: 1000 } } as const
/** GET /api/provinces, /api/districts, /api/wards: each filtered by its parent's id. */
export const provinceListContract = defineListContract({ ...unitList, filters: { country_id: filter.text(10) } })
export const districtListContract = defineListContract({ ...unitList, filters: { province_id: filter.text(10) } })
export const wardListContract = defineListContract({ ...unitList, filters: { district_id: filter.text(10) } })
/** GET /api/wards/{id}. */
export const wardDetailContract = defineListContract({ includes: WARD_INCLUDES })

export const provinceListSchema = paginatedSchema(provinceSchema)
export const districtListSchema = paginatedSchema(districtSchema)
export const wardListSchema = paginatedSchema(wardSchema)
export const provinceResponseSchema = z.object({ data: provinceSchema })
export const districtResponseSchema = z.object({ data: districtSchema })
export const wardResponseSchema = z.object({ data: wardSchema })

/** GSO codes: 2 digits (province), 3 (district), 5 (ward). */
export const geoIdParamsSchema = z.object({ id: z.string().regex(/^\d{2,5}$/) })
