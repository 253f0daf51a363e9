import { splitMarketItemRef } from '@shared/catalog/product-path'

/**
 * The item's own page on its market, from its reference (spec §3 sharing_data.supplier_product_url):
 * the inverse of the address rules of src/shared/catalog/marketplace-url.ts, so a pasted address and
 * the page we link to name the same item.
 */
const PAGES: Record<number, (item: string, store: string | undefined) => string> = {
  1: (item) => `https://www.tonoike-online.jp/shop/g/g${item}/`,
  2: (item) => `https://www.nike.com/jp/t/item/${item}`,
  3: (item) => `https://www.amazon.co.jp/dp/${item}`,
  4: (item) => `https://jp.mercari.com/item/${item}`,
  5: (item) => `https://item.fril.jp/${item}`,
  6: (item, store) => `https://item.rakuten.co.jp/${store ?? 'shop'}/${item}/`,
  7: (item, store) => `https://store.shopping.yahoo.co.jp/${store ?? 'store'}/${item}.html`,
  8: (item) => `https://page.auctions.yahoo.co.jp/jp/auction/${item}`,
  9: (item) => `https://paypayfleamarket.yahoo.co.jp/item/${item}`,
  10: (item) => `https://netmall.hardoff.co.jp/product/${item}/`,
  11: (item) => `https://www.yodobashi.com/product/${item}/`,
}

export function marketItemUrl(shopId: number, itemRef: string): string {
  const page = PAGES[shopId]
  if (!page) return ''
  const { itemCode, storeCode } = splitMarketItemRef(itemRef)
  return page(encodeURIComponent(itemCode), storeCode === undefined ? undefined : encodeURIComponent(storeCode))
}
