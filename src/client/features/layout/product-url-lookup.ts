import { useMutation } from '@tanstack/react-query'
import { looksLikeUrl } from '@shared/catalog/marketplace-url'
import type { ProductInfoByUrl } from '@shared/contracts/catalog'
import { callApi } from '@client/app/call-api'

/** POST /catalog/common/get-product-info-by-url: a pasted product address → the app page to open (spec §5, §7). */
export async function lookUpProductUrl(url: string): Promise<ProductInfoByUrl> {
  const answer = await callApi('POST /catalog/common/get-product-info-by-url', { body: { url }, waitForAuth: false })
  return answer.data
}

export function useProductUrlLookup() {
  return useMutation({ mutationKey: ['catalog', 'product-url-lookup'], mutationFn: lookUpProductUrl, retry: false })
}

/**
 * The product page of a search text that is a product address, or null (not an address, or none we
 * know). The header search form is sent as /products?search=… before the app runs; a pasted link then
 * still ends on its product.
 */
export async function productPathOfPastedLink(text: string | undefined): Promise<string | null> {
  if (!text || !looksLikeUrl(text)) return null
  try {
    return (await lookUpProductUrl(text.trim())).path
  } catch {
    return null
  }
}
