import type { Database } from '@server/db/client'
import { siteConfig } from '@server/modules/site'
import { DEFAULT_ORGANIZATION } from '@shared/http/headers'
import { SUPPORT } from '@shared/ui/constants'
import { upsertRows } from './batches'

/** The contact details of the storefront, from the support constants of spec §1. */
export async function seedSiteConfig(db: Database): Promise<void> {
  await upsertRows(db, siteConfig, siteConfig.organization, [
    {
      organization: DEFAULT_ORGANIZATION,
      phoneNumber: SUPPORT.phone,
      hotline: SUPPORT.hotline,
      email: SUPPORT.email,
      addressLines: SUPPORT.address.split(', '),
      facebookUrl: SUPPORT.socialUrl,
      zaloUrl: SUPPORT.chatUrl,
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    },
  ])
}
