import { eq } from 'drizzle-orm'
import type { Database } from '@server/db/client'
import type { SiteConfig } from '@shared/contracts/site-config'
import { notFound } from '@server/http/app-error'
import { siteConfig } from './tables'

/** The contact details of an organisation scope. */
export async function findSiteConfig(db: Database, organization: string): Promise<SiteConfig> {
  const [row] = await db.select().from(siteConfig).where(eq(siteConfig.organization, organization))
  if (!row) throw notFound()
  return {
    phone_number: row.phoneNumber,
    hotline: row.hotline,
    email: row.email,
    address: { full: row.addressLines.join(', '), lines: row.addressLines },
    facebook_url: row.facebookUrl,
    zalo_url: row.zaloUrl,
  }
}
