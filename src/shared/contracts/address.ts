import { z } from 'zod'
import { paginatedSchema } from '@shared/http/list-query'
import { normalizeVietnamesePhone } from '@shared/account/vn-phone'

/**
 * Address book (spec §3 Address, §5). Error messages are server message keys, translated
 * into the request's language by the API's error handler.
 */
export const ADDRESS_LIMITS = { consignee: 100, addressDetail: 255, note: 500, perCustomer: 50 } as const

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

const requiredText = (requiredKey: string, tooLongKey: string, max: number) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey, abort: true }).max(max, { error: tooLongKey })

/** Create and update bodies (an update replaces every field). */
export const addressBodySchema = z.object({
  consignee: requiredText('addressConsigneeRequired', 'addressConsigneeTooLong', ADDRESS_LIMITS.consignee),
  tel: z
    .string({ error: 'addressTelRequired' })
    .trim()
    .min(1, { error: 'addressTelRequired', abort: true })
    .refine((value) => normalizeVietnamesePhone(value) !== null, { error: 'addressTelInvalid' })
    .transform((value) => normalizeVietnamesePhone(value) ?? value),
  ward_id: z
    .string({ error: 'addressWardRequired' })
    .trim()
    .min(1, { error: 'addressWardRequired', abort: true })
    .regex(/^\d{5}$/, { error: 'addressWardNotFound' }),
  address_detail: requiredText('addressDetailRequired', 'addressDetailTooLong', ADDRESS_LIMITS.addressDetail),
  note: z
    .string({ error: 'fieldWrongType' })
    .trim()
    .max(ADDRESS_LIMITS.note, { error: 'addressNoteTooLong' })
    .nullish()
    .transform((value) => value ?? ''),
  default: z.boolean({ error: 'fieldWrongType' }).optional().default(false),
})
export type AddressBody = z.input<typeof addressBodySchema>

export const addressIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export const addressListSchema = paginatedSchema(addressSchema)
export const addressResponseSchema = z.object({ data: addressSchema })
