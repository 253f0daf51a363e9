import { currentUserResponseSchema } from '@shared/contracts/user'
import type { App } from '@server/http/types'
import { currentUser } from './current-user'

/** Customer scope. */
export async function userRoutes(app: App) {
  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in customer (created on first call)',
        response: { 200: currentUserResponseSchema },
      },
    },
    async (request) => ({ data: await currentUser(request) }),
  )
}
