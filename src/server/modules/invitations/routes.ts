import { invitationStatusResponseSchema, redeemInvitationBodySchema } from '@shared/contracts/invitation'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { currentUser } from '@server/modules/users'
import { invitationStatus, redeemInvitation } from './service'

const errors = errorResponses(422)
const tags = ['invitations']

/** Invitation codes: my code and reward, and entering someone else's code. Customer scope. */
export async function invitationRoutes(app: App) {
  app.get(
    '/api/invitations/me',
    {
      schema: {
        tags,
        summary: 'My invitation code, the code I entered, my unused reward',
        response: { 200: invitationStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request)
      return { data: await invitationStatus(app.db, user.id) }
    },
  )

  app.post(
    '/api/invitations',
    {
      config: { rateLimitPolicy: 'invitations' },
      schema: {
        tags,
        summary: 'Enter another customer’s code (code, device_id): once per account and once per device',
        body: redeemInvitationBodySchema,
        response: { 201: invitationStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const answer = await writeAndAnswer(
        request,
        app.db,
        async (tx) => ({ data: await redeemInvitation(tx, user.id, { code: request.body.code, deviceId: request.body.device_id }) }),
        201,
      )
      return reply.status(201).send(answer)
    },
  )
}
