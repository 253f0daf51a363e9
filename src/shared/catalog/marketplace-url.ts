import { INT4_MAX } from '@shared/http/storable'
import { AWOND_ID, IKOM_ID, findShop, type ShopEntry } from '@shared/shops/registry'
import { marketItemRef, productPath } from './product-path'

/**
 * Product addresses pasted into the search box (spec §5 URL detection) → the item (shop, item
 * reference) and the app page to open, by the one path rule of ./product-path.ts: markets open
 * /other-market/{shop_id}/{id}; Rakuten and Yahoo Shopping need the store code as well (reference
 * "store:item", the page's `append` query). Our own shops open /products/{ikom|awond}/{id}.
 */
export type MarketplaceLink = {
  shop: ShopEntry
  /** The product's id on its market (ASIN, item code, auction id …) or our product id. */
  id: string
  /** Store code for markets whose item codes are only unique within a store. */
  append?: string
  /** The item's reference in carts, orders and the wishlist (src/shared/catalog/product-path.ts). */
  itemRef: string
  /** The app route to open. */
  path: string
}

export type ParseOptions = {
  /** Host names of this storefront; when given, own-shop addresses must be on one of them. */
  ownHosts?: readonly string[]
}

type Match = { id: string; append?: string }
type Rule = { shopId: number; host: RegExp; match: (url: URL) => Match | null }

const pathMatch = (pattern: RegExp, toMatch: (groups: string[]) => Match) => (url: URL) => {
  const found = pattern.exec(url.pathname)
  return found ? toMatch(found.slice(1)) : null
}

const firstMatch =
  (...matchers: ((url: URL) => Match | null)[]) =>
  (url: URL) => {
    for (const matcher of matchers) {
      const found = matcher(url)
      if (found) return found
    }
    return null
  }

const RULES: Rule[] = [
  {
    // amazon.co.jp/dp/B0…, /{slug}/dp/B0…, /gp/product/B0…, mobile /gp/aw/d/B0…
    shopId: 3,
    host: /(^|\.)amazon\.co\.jp$/,
    match: pathMatch(/\/(?:dp|gp\/product|gp\/aw\/d|exec\/obidos\/ASIN|o\/ASIN)\/([A-Z0-9]{10})(?:[/?]|$)/i, ([asin]) => ({
      id: asin.toUpperCase(),
    })),
  },
  {
    // item.rakuten.co.jp/{shop}/{item}/
    shopId: 6,
    host: /^item\.rakuten\.co\.jp$/,
    match: pathMatch(/^\/([\w.-]+)\/([\w.-]+)\/?$/, ([store, item]) => ({ id: item, append: store })),
  },
  {
    // jp.mercari.com/item/m12345678901, Mercari Shops jp.mercari.com/shops/product/{id}, old www.mercari.com/jp/items/m…/
    shopId: 4,
    host: /^(jp|www)\.mercari\.com$/,
    match: firstMatch(
      pathMatch(/^\/(?:jp\/)?items?\/(m\d{6,14})\/?$/, ([id]) => ({ id })),
      pathMatch(/^\/shops\/product\/([A-Za-z0-9]{10,40})\/?$/, ([id]) => ({ id })),
    ),
  },
  {
    // item.fril.jp/{32 hex}
    shopId: 5,
    host: /^item\.fril\.jp$/,
    match: pathMatch(/^\/([A-Za-z0-9]{10,40})\/?$/, ([id]) => ({ id })),
  },
  {
    // store.shopping.yahoo.co.jp/{store}/{item}.html, paypaymall.yahoo.co.jp/store/{store}/item/{item}/
    shopId: 7,
    host: /^(store\.shopping|paypaymall)\.yahoo\.co\.jp$/,
    match: firstMatch(
      pathMatch(/^\/([\w-]+)\/([\w-]+)\.html$/, ([store, item]) => ({ id: item, append: store })),
      pathMatch(/^\/store\/([\w-]+)\/item\/([\w-]+)\/?$/, ([store, item]) => ({ id: item, append: store })),
    ),
  },
  {
    // page.auctions.yahoo.co.jp/jp/auction/{id}, auctions.yahoo.co.jp/jp/auction/{id}, the mobile site's m.auctions.yahoo.co.jp
    shopId: 8,
    host: /^(page\d*\.|m\.)?auctions\.yahoo\.co\.jp$/,
    match: pathMatch(/^\/jp\/auction\/([a-z]?\d{6,12})\/?$/i, ([id]) => ({ id: id.toLowerCase() })),
  },
  {
    // paypayfleamarket.yahoo.co.jp/item/{z…}
    shopId: 9,
    host: /^paypayfleamarket\.yahoo\.co\.jp$/,
    match: pathMatch(/^\/item\/([A-Za-z0-9]{6,20})\/?$/, ([id]) => ({ id })),
  },
  {
    // netmall.hardoff.co.jp/product/{digits}/
    shopId: 10,
    host: /^netmall\.hardoff\.co\.jp$/,
    match: pathMatch(/^\/product\/(\d{4,12})\/?$/, ([id]) => ({ id })),
  },
  {
    // www.yodobashi.com/product/{18 digits}/
    shopId: 11,
    host: /^(www\.)?yodobashi\.com$/,
    match: pathMatch(/^\/product\/(\d{6,20})\/?$/, ([id]) => ({ id })),
  },
  {
    // www.nike.com/jp/t/{slug}/{style-colour code}, also /jp/launch/t/… and /jp/ja/t/…
    shopId: 2,
    host: /^(www\.)?nike\.com$/,
    match: pathMatch(/^\/jp\/(?:ja\/)?(?:launch\/)?t\/[\w%-]+\/([A-Z0-9]{5,8}-\d{3})\/?$/i, ([style]) => ({ id: style.toUpperCase() })),
  },
  {
    // Tonoike: the spec gives no address, so this is an assumed pattern — the goods-page layout of
    // the common Japanese e-commerce platforms, www.tonoike-online.jp/shop/g/g{code}/, or
    // /products/{code}, on any tonoike*.jp / .co.jp / .com host. Adjust here when the real shop is known.
    shopId: 1,
    host: /(^|\.)tonoike[\w-]*\.(jp|co\.jp|com)$/,
    match: firstMatch(
      pathMatch(/^\/shop\/g\/g([\w-]+)\/?$/, ([id]) => ({ id })),
      pathMatch(/^\/products?\/([\w-]+)\/?$/, ([id]) => ({ id })),
    ),
  },
]

const OWN_PRODUCT_PATH = /^\/products\/(ikom|awond|390|458)\/(\d{1,12})\/?$/
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+|(?:^|\s)((?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\/[^\s<>"'`]*)/i

/** The first web address in the text (with or without scheme), or null. */
export function extractUrl(text: string): URL | null {
  const found = URL_IN_TEXT.exec(text)
  if (!found) return null
  const candidate = (found[1] ?? found[0]).trim().replace(/[).,;!?]+$/, '')
  try {
    const url = new URL(/^https?:\/\//i.test(candidate) ? candidate : `https://${candidate}`)
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url : null
  } catch {
    return null
  }
}

/** True when the search text holds a web address, which is then resolved instead of searched. */
export function looksLikeUrl(text: string): boolean {
  return extractUrl(text) !== null
}

export function parseMarketplaceUrl(text: string, options: ParseOptions = {}): MarketplaceLink | null {
  const url = extractUrl(text)
  if (!url) return null
  const rule = RULES.find((candidate) => candidate.host.test(url.hostname.toLowerCase()))
  return rule ? marketProduct(url, rule) : ownProduct(url, options)
}

function marketProduct(url: URL, rule: Rule): MarketplaceLink | null {
  const found = rule.match(url)
  const shop = findShop(rule.shopId)
  if (!found || !shop) return null
  const itemRef = marketItemRef(found.id, found.append)
  return { shop, ...found, itemRef, path: productPath(shop.id, itemRef) }
}

function ownProduct(url: URL, options: ParseOptions): MarketplaceLink | null {
  const found = OWN_PRODUCT_PATH.exec(url.pathname)
  // Our product ids are int4: a longer number is no product of ours.
  if (!found || Number(found[2]) > INT4_MAX) return null
  if (options.ownHosts && !options.ownHosts.some((host) => host.toLowerCase() === url.hostname.toLowerCase())) return null
  const shop = findShop(found[1] === 'ikom' || found[1] === String(IKOM_ID) ? IKOM_ID : AWOND_ID)
  if (!shop) return null
  const id = String(Number(found[2]))
  return { shop, id, itemRef: id, path: productPath(shop.id, id) }
}
