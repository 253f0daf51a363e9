import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  AdminPost,
  AdminPostBody,
  ProductUpdateBody,
  adminPostListContract,
  adminProductListContract,
  adminSupportListContract,
} from '@shared/contracts/admin/content'
import type { SupportStatus } from '@shared/contracts/support'
import { toQueryString } from '@shared/http/list-query'
import { apiBlob } from '@client/app/api-client'
import { callApi } from '@client/app/call-api'
import { adminKeys } from './admin-query'

const keys = {
  dashboard: [...adminKeys.all, 'dashboard'] as const,
  posts: [...adminKeys.all, 'posts'] as const,
  support: [...adminKeys.all, 'support'] as const,
  products: [...adminKeys.all, 'products'] as const,
}

/** GET /api/admin/dashboard. */
export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: keys.dashboard,
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/dashboard', { signal })).data,
    staleTime: 0,
  })
}

// ── Posts ──
export function adminPostsQueryOptions(params: { page: number; search?: string }) {
  const query = toQueryString<typeof adminPostListContract>({ filter: { search: params.search }, page: params.page })
  return queryOptions({
    queryKey: [...keys.posts, 'list', params],
    queryFn: ({ signal }) => callApi('GET /api/admin/posts', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function adminPostQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...keys.posts, 'detail', id],
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/posts/:id', { params: { id }, signal })).data,
  })
}

/** GET /api/post-categories in the console's language. */
export function postCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...keys.posts, 'categories'],
    queryFn: async ({ signal }) => (await callApi('GET /api/post-categories', { signal })).data,
    staleTime: 60 * 60_000,
  })
}

function usePostWrite<Variables>(write: (variables: Variables) => Promise<{ data: AdminPost }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (variables: Variables) => (await write(variables)).data,
    onSuccess: (post) => queryClient.setQueryData(adminPostQueryOptions(post.id).queryKey, post),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...keys.posts, 'list'] }),
  })
}

export function useCreatePost() {
  return usePostWrite(({ body, key }: { body: AdminPostBody; key: string }) =>
    callApi('POST /api/admin/posts', { body, headers: { 'Idempotency-Key': key } }),
  )
}

export function useUpdatePost(id: number) {
  return usePostWrite((body: AdminPostBody) => callApi('PUT /api/admin/posts/:id', { params: { id }, body }))
}

export function useSetPublished(id: number) {
  return usePostWrite((published: boolean) => callApi('POST /api/admin/posts/:id/publication', { params: { id }, body: { published } }))
}

// ── Support inbox ──
export function supportInboxQueryOptions(params: { page: number; state: SupportStatus }) {
  const query = toQueryString<typeof adminSupportListContract>({ filter: { state: params.state }, page: params.page })
  return queryOptions({
    queryKey: [...keys.support, params],
    queryFn: ({ signal }) => callApi('GET /api/admin/support-tickets', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** One request with its whole thread. */
export function supportTicketQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...keys.support, 'ticket', id],
    queryFn: async ({ signal }) => (await callApi('GET /api/admin/support-tickets/:id', { params: { id }, signal })).data,
    staleTime: 0,
  })
}

const refreshSupport = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: keys.support }), queryClient.invalidateQueries({ queryKey: keys.dashboard })])

/** A staff reply (the customer is told), then its image if any. */
export function useStaffReply(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, image }: { body: string; image: File | null }) => {
      const message = (await callApi('POST /api/admin/support-tickets/:id/messages', { params: { id }, body: { body } })).data
      if (image) {
        const form = new FormData()
        form.append('support_id', String(id))
        form.append('message_id', String(message.id))
        form.append('attachment_file', image)
        await callApi('POST /api/admin/support-contents', { body: form })
      }
      return message
    },
    onSettled: () => refreshSupport(queryClient),
  })
}

export function useCloseTicket() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => callApi('POST /api/admin/support-tickets/:id/close', { params: { id } }),
    onSettled: () => refreshSupport(queryClient),
  })
}

/** A staff-only attachment as an object URL (an <img> cannot send the identity token itself). */
export function attachmentQueryOptions(url: string) {
  return queryOptions({
    queryKey: [...keys.support, 'file', url],
    queryFn: async ({ signal }) => URL.createObjectURL(await apiBlob(url, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  })
}

// ── Catalogue ──
export function adminProductsQueryOptions(params: { page: number; search?: string }) {
  const query = toQueryString<typeof adminProductListContract>({ filter: { search: params.search }, page: params.page })
  return queryOptions({
    queryKey: [...keys.products, params],
    queryFn: ({ signal }) => callApi('GET /api/admin/products', { query, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: ProductUpdateBody }) =>
      (await callApi('PATCH /api/admin/products/:id', { params: { id }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.products }),
  })
}
