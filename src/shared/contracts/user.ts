import { z } from 'zod'

export const userSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
})
export type User = z.infer<typeof userSchema>
export const currentUserResponseSchema = z.object({ data: userSchema })
