import { useMutation } from '@tanstack/react-query'
import type { ProductInfoByUrl } from '@shared/contracts/catalog'
import { api } from '@client/app/api-client'
import { catalogUrl } from '@client/app/catalog-url'

/** POST /catalog/common/get-product-info-by-url: a pasted product address → the app page to open (spec §5, §7). */
export async function lookUpProductUrl(url: string): Promise<ProductInfoByUrl> {
  const answer = await api.post<{ data: ProductInfoByUrl }>(
    await catalogUrl('/common/get-product-info-by-url'),
    { url },
    { waitForAuth: false },
  )
  return answer.data
}

export function useProductUrlLookup() {
  return useMutation({ mutationKey: ['catalog', 'product-url-lookup'], mutationFn: lookUpProductUrl, retry: false })
}
