import { currentUserResponseSchema } from '@shared/contracts/user'
import { apiErrorSchema } from '@shared/contracts/api-error'
import type { App } from '@server/http/types'
import { currentUser } from './current-user'

export async function userRoutes(app: App) {
  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in customer (created on first call)',
        security: [{ bearer: [] }],
        response: { 200: currentUserResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await currentUser(request) }),
  )
}
