import { z } from 'zod'

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
})
export type ClientConfig = z.infer<typeof clientConfigSchema>
