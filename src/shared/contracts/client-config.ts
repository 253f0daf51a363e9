import { z } from 'zod'
import { LOCALES } from '@shared/i18n/locales'
import { text } from './fields'

/** Runtime configuration the server hands to the PWA (so one build serves any deployment). */
export const clientConfigSchema = z.object({
  firebase: z.object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
  }),
  /** Set when the server runs against the Firebase Auth emulator. */
  authEmulatorUrl: z.string().nullable(),
  catalogBaseUrl: z.string(),
  /** AUCTION_DEPOSIT_PERCENT: the share of a leading bid's maximum held from the wallet (0: no deposits). */
  auctionDepositPercent: z.number().int().min(0).max(100),
})
export type ClientConfig = z.infer<typeof clientConfigSchema>

/** GET /api/locale: the language selector's choice, and the page of this site to go back to. */
export const localeSwitchQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: 'fieldInvalid' }),
  to: text(2000).optional(),
})
