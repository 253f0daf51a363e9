import type { Locale } from '@shared/i18n/locales'
import { notFound } from '@server/http/app-error'
import type { MarketConnectors } from './connector'
import { inLanguage, toCard } from './present'
import { resolveMarket } from './shops'

/** Amazon's deal events: each top category with discounted listings (10 % off or more) is one. */
const AMAZON = 'amazon'
const DEAL = { discount: ['10'] }
const EVENT_SIZE = 60

async function dealsOf(markets: MarketConnectors, categoryId: string) {
  const { shop, connector } = resolveMarket(markets, AMAZON)
  return connector.list(shop.id, { categoryId, terms: [], filters: DEAL, sort: undefined, page: 1, pageSize: EVENT_SIZE })
}

export async function amazonEvents(markets: MarketConnectors, locale: Locale) {
  const { shop, connector } = resolveMarket(markets, AMAZON)
  const roots = (await connector.categories(shop.id)).filter((category) => category.parentId === null)
  const events = await Promise.all(
    roots.map(async (root) => {
      const deals = await dealsOf(markets, root.id)
      const lang = {
        vi: `Ưu đãi ${inLanguage(root.names, 'vi')}`,
        en: `${inLanguage(root.names, 'en')} deals`,
        ja: `${root.names.ja}のタイムセール`,
      }
      return { id: root.id, name: lang[locale], lang, image_uri: deals.listings[0]?.imageUrls[0] ?? '', count: deals.listings.length }
    }),
  )
  return { data: events.filter((event) => event.count > 0) }
}

export async function amazonEventProducts(markets: MarketConnectors, id: string, locale: Locale, now: Date) {
  const { shop, connector } = resolveMarket(markets, AMAZON)
  const root = (await connector.categories(shop.id)).find((category) => category.id === id && category.parentId === null)
  if (!root) throw notFound()
  const deals = await dealsOf(markets, root.id)
  return { data: deals.listings.map((listing) => toCard(listing, locale, now)) }
}
