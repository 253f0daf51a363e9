import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateLinkItemBody, LinkItem } from '@shared/contracts/link-item'
import { api } from '@client/app/api-client'

export const linkItemKeys = {
  all: ['link-items'] as const,
  one: (itemRef: string) => [...linkItemKeys.all, itemRef] as const,
}

/** GET /api/link-items/{ref}: an item the signed-in customer described to buy by link. */
export function linkItemQueryOptions(itemRef: string) {
  return queryOptions({
    queryKey: linkItemKeys.one(itemRef),
    queryFn: async () => (await api.get<{ data: LinkItem }>(`/api/link-items/${encodeURIComponent(itemRef)}`)).data,
  })
}

/** POST /api/link-items: describe a market item the shop does not know yet (buy by link). */
export function useCreateLinkItem() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateLinkItemBody) => (await api.post<{ data: LinkItem }>('/api/link-items', body)).data,
    onSuccess: (item) => client.setQueryData(linkItemKeys.one(item.item_ref), item),
  })
}
