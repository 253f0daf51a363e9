import { z } from 'zod'
import { STAFF_ROLES } from '@shared/staff/roles'

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'staffRoleUnknown' })

/** GET /api/admin/me: the signed-in staff member and their roles (what the console shows them; the API decides). */
export const staffMemberSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  roles: z.array(staffRoleSchema),
})
export type StaffMember = z.infer<typeof staffMemberSchema>
export const staffMemberResponseSchema = z.object({ data: staffMemberSchema })

/** GET /api/admin/staff-members (owner): every staff account, by e-mail. */
export const staffAccountSchema = staffMemberSchema.extend({ disabled: z.boolean() })
export type StaffAccount = z.infer<typeof staffAccountSchema>
export const staffAccountListSchema = z.object({ data: z.array(staffAccountSchema) })
export const staffAccountResponseSchema = z.object({ data: staffAccountSchema })

/** A staff account's Firebase uid in a path. */
export const staffUidParamsSchema = z.object({ uid: z.string().regex(/^[\w-]{1,128}$/) })

/** PUT /api/admin/staff-members/{uid}/roles (owner): the member's roles from now on (at least one; audited old → new). */
export const staffRolesBodySchema = z.strictObject({
  roles: z
    .array(staffRoleSchema)
    .min(1, { error: 'staffRolesRequired' })
    .max(STAFF_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, { error: 'fieldInvalid' }),
})
export type StaffRolesBody = z.infer<typeof staffRolesBodySchema>
