import { z } from 'zod'
import { defineListContract, filter } from '@shared/http/list-contract'
import { paginatedSchema } from '@shared/http/list-query'
import { normalizeVietnamesePhone } from '@shared/account/vn-phone'
import { idParamsSchema, text } from './fields'

/**
 * Address book (spec §3 Address, §5). Error messages are server message keys, translated
 * into the request's language by the API's error handler.
 */
export const ADDRESS_LIMITS = { consignee: 100, tel: 30, wardId: 10, addressDetail: 255, note: 500, perCustomer: 50 } as const

export const addressSchema = z.object({
  id: z.number().int(),
  consignee: z.string(),
  tel: z.string(),
  ward_id: z.string(),
  district_id: z.string(),
  province_id: z.string(),
  address_detail: z.string(),
  note: z.string(),
  default: z.boolean(),
  /** Read-only: address detail, ward, district and province names. */
  full_address: z.string(),
  ward: z.string(),
  district: z.string(),
  province: z.string(),
})
export type Address = z.infer<typeof addressSchema>

/** Create and update bodies (an update replaces every field). */
export const addressBodySchema = z
  .object({
    consignee: text(ADDRESS_LIMITS.consignee, { trim: true, required: 'addressConsigneeRequired', tooLong: 'addressConsigneeTooLong' }),
    tel: text(ADDRESS_LIMITS.tel, { trim: true, required: 'addressTelRequired', tooLong: 'addressTelInvalid' })
      .refine((value) => normalizeVietnamesePhone(value) !== null, { error: 'addressTelInvalid' })
      .transform((value) => normalizeVietnamesePhone(value) ?? value),
    ward_id: text(ADDRESS_LIMITS.wardId, { trim: true, required: 'addressWardRequired', tooLong: 'addressWardNotFound' }).regex(/^\d{5}$/, {
      error: 'addressWardNotFound',
    }),
    address_detail: text(ADDRESS_LIMITS.addressDetail, { trim: true, required: 'addressDetailRequired', tooLong: 'addressDetailTooLong' }),
    note: text(ADDRESS_LIMITS.note, { trim: true, tooLong: 'addressNoteTooLong' })
      .nullish()
      .transform((value) => value ?? ''),
    default: z.boolean({ error: 'fieldWrongType' }).optional().default(false),
  })
  .meta({
    examples: [{ consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế', note: '', default: false }],
  })
export type AddressBody = z.input<typeof addressBodySchema>

export const addressIdParamsSchema = idParamsSchema
/** GET /api/addresses: the whole book (filter[default]=1 for the default address). */
export const addressListContract = defineListContract({ filters: { default: filter.boolean() } })
export const addressListSchema = paginatedSchema(addressSchema)
export const addressResponseSchema = z.object({ data: addressSchema })
