import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'

/** `name`: in the request's language (src/shared/logistics/reference-names.ts), as for areas below. */
export const shipmentMethodSchema = z.object({ id: z.enum(['air', 'sea']), name: z.string() })
export type ShipmentMethod = z.infer<typeof shipmentMethodSchema>
export const DEFAULT_SHIPMENT_METHOD = 'air' as const

export const areaSchema = z.object({ id: z.string(), name: z.string(), country: z.string() })
export type Area = z.infer<typeof areaSchema>
/** GET /api/areas: warehouses and hubs. */
export const areaListContract = defineListContract({
  filters: { country: filter.text(10) },
  sorts: ['name', 'id'],
  defaultSort: 'id',
  pageSize: { default: 50, max: 100 },
})

export const orderStatusSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })
export type OrderStatus = z.infer<typeof orderStatusSchema>

export const shipmentMethodListSchema = paginatedSchema(shipmentMethodSchema)
export const areaListSchema = paginatedSchema(areaSchema)
export const orderStatusListSchema = paginatedSchema(orderStatusSchema)
