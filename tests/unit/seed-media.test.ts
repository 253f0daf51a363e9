import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaRoutes } from '@server/modules/media/routes'
import { pictogramFor } from '@server/modules/media/product-image'
import { renderShopLogo } from '@server/modules/media/shop-logo'
import { shopLogoUrl } from '@server/modules/media/urls'
import { buildCatalogRows } from '@server/seed/catalog/build-products'
import { homeBanners, homeSections } from '@server/seed/home-content'
import { LOCALES, type Locale } from '@shared/i18n/locales'
import { SHOPS } from '@shared/shops/registry'

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>()

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(mediaRoutes)
  await app.ready()
})

afterAll(() => app.close())

async function get(url: string) {
  return app.inject({ url })
}

function homeImageUrls(locale: Locale): string[] {
  const sectionUrls = homeSections(locale).flatMap((section) =>
    section.type === 'two_banners' ? section.banners.map((banner) => banner.img_url) : [section.banner],
  )
  const banners = homeBanners(locale)
  return [...banners.primary, ...banners.secondary].map((banner) => banner.img_url).concat(sectionUrls)
}

/** Letters only Vietnamese writes (a Vietnamese word left in an English or Japanese banner). */
const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i

describe('locally served demo images', () => {
  it('serves product images as cacheable SVG, the same bytes every time', async () => {
    const url = buildCatalogRows().images[0].url
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body.startsWith('<svg')).toBe(true)
    expect((await get(url)).body).toBe(response.body)
    expect((await get('/media/products/IK-101-001-2.svg')).body).not.toBe((await get('/media/products/IK-101-001-1.svg')).body)
  })

  it.each([
    ['Bình giữ nhiệt Thermos JNL', 'flask'],
    ['Dao bếp Global G-2', 'knife'],
    ['Máy lọc không khí Sharp Plasmacluster', 'airPurifier'],
    ['Máy hút bụi cầm tay Makita', 'vacuum'],
    ['Gọng kính Zoff Smart', 'glasses'],
    ['Kem đánh răng Lion Clinica', 'tube'],
    ['Xe đẩy em bé Aprica', 'stroller'],
    ['Chuột không dây Elecom', 'mouse'],
    ['Nước thần SK-II', 'pump'],
    ['Nồi cơm điện Tiger JPW', 'pot'],
  ])('draws %s as its kind of goods (%s), every picture of it', (name, picture) => {
    const product = buildCatalogRows().products.find((row) => row.name.startsWith(name))
    expect(product, name).toBeDefined()
    const pictures = buildCatalogRows().images.filter((image) => image.productId === product!.id)
    for (const { url } of pictures) {
      const key = decodeURIComponent(/\/media\/products\/(.+)-\d+\.svg$/.exec(url)![1])
      expect(pictogramFor(key), url).toBe(picture)
    }
  })

  it('serves every banner the home content refers to, with its words in the page language', async () => {
    for (const locale of LOCALES) {
      const urls = homeImageUrls(locale)
      expect(urls.length).toBeGreaterThanOrEqual(8)
      for (const url of urls) {
        const response = await get(url)
        expect(response.statusCode, url).toBe(200)
        expect(response.body).toContain('width="1200" height="400"')
        expect(response.body).toContain(`lang="${locale}"`)
        const words = response.body.match(/<text[^>]*>([^<]*)</g)?.join(' ') ?? ''
        if (locale !== 'vi') expect(words, url).not.toMatch(VIETNAMESE_LETTERS)
        if (locale === 'ja') expect(words, url).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/)
      }
    }
    expect((await get('/media/banners/fr/home-health.svg')).statusCode).toBe(404)
  })

  it('serves a logo for each shop of the registry and 404 for any other path', async () => {
    for (const shop of SHOPS) {
      const response = await get(shopLogoUrl(shop.path))
      expect(response.statusCode, shop.path).toBe(200)
      expect(response.body).toContain(shop.colour)
    }
    expect((await get('/media/shops/nowhere.svg')).statusCode).toBe(404)
    expect((await get('/media/shops/1.svg')).statusCode).toBe(404)
  })

  it('refuses keys that are not plain names', async () => {
    expect((await get('/media/products/..%2Fsecret.svg')).statusCode).toBe(404)
    expect((await get('/media/banners/a%3Cb.svg')).statusCode).toBe(404)
    expect((await get('/media/products/IK-101-001-1.png')).statusCode).toBe(404)
  })

  it('escapes text written into SVG', () => {
    const svg = renderShopLogo({ ...SHOPS[0], name: `<Tom & "Jerry">` })
    expect(svg).toContain('&lt;Tom &amp;')
    expect(svg).not.toContain('<Tom')
  })

  it('gives the home page a slider, two secondary banners and shop blocks for ikom and awond', () => {
    expect(homeBanners('vi').primary.length).toBeGreaterThanOrEqual(3)
    expect(homeBanners('vi').secondary).toHaveLength(2)
    const blocks = homeSections('vi').filter((section) => section.type === 'shop_block')
    expect(blocks.map((block) => [block.shop_id, block.banner_setup])).toEqual([
      [390, 'top'],
      [458, 'bottom'],
    ])
  })
})
