import { siteConfigResponseSchema } from '@shared/contracts/site-config'
import { apiErrorSchema } from '@shared/contracts/api-error'
import type { App } from '@server/http/types'
import { findSiteConfig } from './service'

/** Site config: the contact details the Contact us page shows. */
export async function siteRoutes(app: App) {
  app.get(
    '/api/site-config',
    {
      schema: {
        tags: ['site'],
        summary: 'Contact details of the organisation scope: phones, e-mail, address, social links',
        response: { 200: siteConfigResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ data: await findSiteConfig(app.db, request.organization) }),
  )
}
