import { z } from 'zod'

/** /catalog/static/home-config/home-config2.json (spec §3 Home config). */
export const homeProductCardSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  initial_price: z.number(),
  discount: z.number(),
  image_url: z.string(),
  shop_id: z.number().int(),
})
export type HomeProductCard = z.infer<typeof homeProductCardSchema>

export const homeSectionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('two_banners'),
    banners: z.array(z.object({ shop_id: z.number().int(), img_url: z.string() })),
  }),
  z.object({
    type: z.literal('shop_block'),
    shop_id: z.number().int(),
    logo: z.string(),
    supplier_name: z.string(),
    action_label: z.string(),
    sub_title: z.string(),
    banner: z.string(),
    banner_setup: z.enum(['top', 'bottom']),
    products: z.array(homeProductCardSchema),
  }),
])
export type HomeSection = z.infer<typeof homeSectionSchema>

export const homeConfigSchema = z.object({
  primary_banner: z.array(z.object({ img_url: z.string(), link: z.string() })),
  secondary_banner: z.array(z.object({ id: z.number().int(), img_url: z.string(), link: z.string() })),
  sections: z.array(homeSectionSchema),
})
export type HomeConfig = z.infer<typeof homeConfigSchema>
