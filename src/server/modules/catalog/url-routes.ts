import { productInfoByUrlBodySchema, productInfoByUrlResponseSchema } from '@shared/contracts/catalog'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { extractUrl, parseMarketplaceUrl } from '@shared/catalog/marketplace-url'
import { isShortLink } from '@shared/catalog/short-links'
import { AppError } from '@server/http/app-error'
import type { App } from '@server/http/types'
import { productNotFound } from './product-detail'
import { productExists } from './rating'
import type { ShortLinks } from './short-links'

/** Share links (amzn.asia/d/…) are looked up once on the server (short-links.ts). */
export type ProductUrlRouteDeps = { shortLinks: ShortLinks }

/** POST /catalog/common/get-product-info-by-url: a pasted product address → the app page to open. */
export async function productUrlRoutes(app: App, { shortLinks }: ProductUrlRouteDeps) {
  app.post(
    '/catalog/common/get-product-info-by-url',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Resolve a marketplace or own-shop product address to an app path',
        body: productInfoByUrlBodySchema,
        response: { 200: productInfoByUrlResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => {
      let link = parseMarketplaceUrl(request.body.url, { ownHosts: [request.hostname] })
      const pasted = link ? null : extractUrl(request.body.url)
      if (pasted && isShortLink(pasted)) {
        // An app share link: the address it redirects to, followed only through Amazon's hosts.
        const target = await shortLinks.resolve(pasted)
        if (!target) throw new AppError(422, 'productShortLinkUnresolved', {}, { url: ['productShortLinkUnresolved'] })
        link = parseMarketplaceUrl(target.href)
      }
      if (!link) throw new AppError(422, 'productUrlUnknown', {}, { url: ['productUrlUnknown'] })
      if (link.shop.kind === 'internal' && !(await productExists(app.db, Number(link.id)))) throw productNotFound()
      return { data: { path: link.path, id: link.id, shop_id: link.shop.id, ...(link.append ? { append: link.append } : {}) } }
    },
  )
}
