import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { DEFAULT_LOCALE, isLocale } from '@shared/i18n/locales'
import { SHOPS } from '@shared/shops/registry'
import { notFound } from '@server/http/app-error'
import type { App } from '@server/http/types'
import { renderBanner } from './banner-image'
import { renderProductImage } from './product-image'
import { renderShopLogo } from './shop-logo'

/** "<key>.svg" with a key of letters, digits, "-" and "_" only. */
const SVG_FILE = /^([A-Za-z0-9_-]{1,100})\.svg$/

const fileParams = z.object({ file: z.string() })
const localeFileParams = z.object({ locale: z.string(), file: z.string() })

function keyOf(file: string): string {
  const key = SVG_FILE.exec(file)?.[1]
  if (!key) throw notFound()
  return key
}

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('Content-Type', 'image/svg+xml; charset=utf-8')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('X-Content-Type-Options', 'nosniff')
    .send(svg)
}

/** Locally generated, deterministic images: product illustrations, banners and shop logos. */
export async function mediaRoutes(app: App) {
  const schema = { hide: true, params: fileParams }

  app.get('/media/products/:file', { schema }, async (request, reply) => sendSvg(reply, renderProductImage(keyOf(request.params.file))))

  // Addresses from before banners had a language: the Vietnamese picture.
  app.get('/media/banners/:file', { schema }, async (request, reply) =>
    sendSvg(reply, renderBanner(keyOf(request.params.file), DEFAULT_LOCALE)),
  )

  app.get('/media/banners/:locale/:file', { schema: { hide: true, params: localeFileParams } }, async (request, reply) => {
    const { locale, file } = request.params
    if (!isLocale(locale)) throw notFound()
    return sendSvg(reply, renderBanner(keyOf(file), locale))
  })

  app.get('/media/shops/:file', { schema }, async (request, reply) => {
    const path = keyOf(request.params.file)
    const shop = SHOPS.find((entry) => entry.path === path)
    if (!shop) throw notFound()
    return sendSvg(reply, renderShopLogo(shop))
  })
}
