import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateLinkItemBody } from '@shared/contracts/link-item'
import { callApi } from '@client/app/call-api'

export const linkItemKeys = {
  all: ['link-items'] as const,
  one: (itemRef: string) => [...linkItemKeys.all, itemRef] as const,
  describedAs: (shopId: number, itemId: string) => [...linkItemKeys.all, 'described', shopId, itemId] as const,
}

/** GET /api/link-items?shop_id&item_id: the signed-in customer's latest description of this market item, or null. */
export function describedLinkItemQueryOptions(shopId: number, itemId: string) {
  return queryOptions({
    queryKey: linkItemKeys.describedAs(shopId, itemId),
    queryFn: async () => (await callApi('GET /api/link-items', { query: { shop_id: shopId, item_id: itemId } })).data,
  })
}

/** GET /api/link-items/{ref}: an item the signed-in customer described to buy by link. */
export function linkItemQueryOptions(itemRef: string) {
  return queryOptions({
    queryKey: linkItemKeys.one(itemRef),
    queryFn: async () => (await callApi('GET /api/link-items/:ref', { params: { ref: itemRef } })).data,
  })
}

/** POST /api/link-items: describe a market item the shop does not know yet (buy by link). */
export function useCreateLinkItem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateLinkItemBody) => (await callApi('POST /api/link-items', { body })).data,
    onSuccess: (item) => {
      client.setQueryData(linkItemKeys.one(item.item_ref), item)
      client.setQueryData(linkItemKeys.describedAs(item.shop_id, item.item_id), item)
    },
  })
}
