import { z } from 'zod'

/** GET /api/admin/me: the signed-in staff member. */
export const staffMemberSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>
export const staffMemberResponseSchema = z.object({ data: staffMemberSchema })
