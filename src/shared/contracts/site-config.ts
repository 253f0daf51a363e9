import { z } from 'zod'

/**
 * Site config (spec §3 "Site config (contact)"): what the Contact us page shows. Kept on the
 * server per organisation scope, so staff can change a phone number without a new build.
 */
export const siteConfigSchema = z.object({
  phone_number: z.string(),
  hotline: z.string(),
  email: z.string(),
  address: z.object({
    /** One line, comma-joined. */
    full: z.string(),
    lines: z.array(z.string()),
  }),
  facebook_url: z.string(),
  zalo_url: z.string(),
})
export type SiteConfig = z.infer<typeof siteConfigSchema>
export const siteConfigResponseSchema = z.object({ data: siteConfigSchema })
