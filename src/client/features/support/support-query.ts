import { useMutation } from '@tanstack/react-query'
import { SUPPORT_TICKET_TITLE, SUPPORT_TICKET_TYPE_ID, buildSupportDescription, type SupportTicket } from '@shared/contracts/support'
import { callApi } from '@client/app/call-api'

export type SupportRequest = { name: string; phone: string; content: string; image: File | null }

/** Thrown when the ticket was created but its image could not be attached. */
export class AttachmentFailedError extends Error {
  constructor(
    readonly cause: unknown,
    readonly ticket: SupportTicket,
  ) {
    super(cause instanceof Error ? cause.message : String(cause))
    this.name = 'AttachmentFailedError'
  }
}

/** POST /api/supports, then (with an image) POST /api/support-contents as multipart. */
export function useCreateSupport() {
  return useMutation({
    mutationFn: async (request: SupportRequest) => {
      const ticket = (
        await callApi('POST /api/supports', {
          body: { type_id: SUPPORT_TICKET_TYPE_ID, title: SUPPORT_TICKET_TITLE, description: buildSupportDescription(request) },
        })
      ).data
      if (!request.image) return { ticket, attachment: null }
      const body = new FormData()
      body.append('support_id', String(ticket.id))
      body.append('attachment_file', request.image)
      try {
        const attachment = (await callApi('POST /api/support-contents', { body })).data
        return { ticket, attachment }
      } catch (error) {
        throw new AttachmentFailedError(error, ticket)
      }
    },
  })
}
