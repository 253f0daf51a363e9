import { staffMemberResponseSchema } from '@shared/contracts/staff'
import { requireIdentity } from '@server/http/authentication'
import type { App } from '@server/http/types'

/** Staff scope, under /api/admin (the prefix comes from the scope). */
export async function staffRoutes(app: App) {
  app.get(
    '/me',
    { schema: { tags: ['admin'], summary: 'The signed-in staff member', response: { 200: staffMemberResponseSchema } } },
    async (request) => {
      const { uid, email, name } = requireIdentity(request)
      return { data: { uid, email, name } }
    },
  )
}
