import { z } from 'zod'

export const shopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  can_buy_more: z.boolean(),
  kind: z.enum(['market', 'internal', 'auction-house']),
  is_auction: z.boolean(),
  colour: z.string(),
  logo_url: z.string(),
})
export type Shop = z.infer<typeof shopSchema>
export const shopListSchema = z.object({ data: z.array(shopSchema) })
