import type { ItemQuote } from './port'

export type LineSnapshot = {
  name: string
  imageUrl: string
  price: number
  initialPrice: number
  url: string
  variant: string
  shopName: string
  shopLogo: string
}

export function snapshotOf(quote: ItemQuote): LineSnapshot {
  const { name, imageUrl, price, initialPrice, url, variant, shopName, shopLogo } = quote
  return { name, imageUrl, price, initialPrice, url, variant, shopName, shopLogo }
}
