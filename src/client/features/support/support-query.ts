import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupportTicket, supportListContract } from '@shared/contracts/support'
import { toQueryString } from '@shared/http/list-query'
import { apiBlob } from '@client/app/api-client'
import { callApi } from '@client/app/call-api'

/** My support requests: a staff reply in the bell refreshes them (notification-query-keys.ts). */
export const supportKeys = {
  all: ['support'] as const,
  list: (page: number) => [...supportKeys.all, 'list', page] as const,
  detail: (id: number) => [...supportKeys.all, 'detail', id] as const,
}

export type SupportRequest = { name: string; contact: string; orderId: number | null; message: string; image: File | null }

/** Thrown when the request or message was saved but its image could not be attached. */
export class AttachmentFailedError extends Error {
  constructor(
    readonly cause: unknown,
    readonly ticket: SupportTicket | null,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
    this.name = 'AttachmentFailedError'
  }
}

async function attach(supportId: number, messageId: number | null, image: File) {
  const body = new FormData()
  body.append('support_id', String(supportId))
  if (messageId !== null) body.append('message_id', String(messageId))
  body.append('attachment_file', image)
  return (await callApi('POST /api/support-contents', { body })).data
}

/** GET /api/supports: mine, the latest activity first. */
export function mySupportQueryOptions(page: number) {
  const query = toQueryString<typeof supportListContract>({ page })
  return queryOptions({
    queryKey: supportKeys.list(page),
    queryFn: ({ signal }) => callApi('GET /api/supports', { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** GET /api/supports/{id}: one request with its thread. */
export function supportTicketQueryOptions(id: number) {
  return queryOptions({
    queryKey: supportKeys.detail(id),
    queryFn: async ({ signal }) => (await callApi('GET /api/supports/:id', { params: { id }, signal })).data,
    staleTime: 0,
  })
}

/** An image of my request as an object URL (an <img> cannot send the identity token itself). */
export function supportImageQueryOptions(url: string) {
  return queryOptions({
    queryKey: [...supportKeys.all, 'file', url],
    queryFn: async ({ signal }) => URL.createObjectURL(await apiBlob(url, signal)),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  })
}

/** POST /api/supports (fields as data), then (with an image) POST /api/support-contents as multipart. */
export function useCreateSupport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SupportRequest) => {
      const ticket = (
        await callApi('POST /api/supports', {
          body: {
            name: request.name,
            contact: request.contact,
            ...(request.orderId ? { order_id: request.orderId } : {}),
            message: request.message,
          },
        })
      ).data
      if (!request.image) return { ticket, attachment: null }
      try {
        return { ticket, attachment: await attach(ticket.id, null, request.image) }
      } catch (error) {
        throw new AttachmentFailedError(error, ticket)
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  })
}

/** POST /api/supports/{id}/messages, then its image. */
export function useReplySupport(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, image }: { body: string; image: File | null }) => {
      const message = (await callApi('POST /api/supports/:id/messages', { params: { id }, body: { body } })).data
      if (!image) return message
      try {
        await attach(id, message.id, image)
      } catch (error) {
        throw new AttachmentFailedError(error, null)
      }
      return message
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  })
}

/** POST /api/supports/{id}/close. */
export function useCloseSupport(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => callApi('POST /api/supports/:id/close', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  })
}
