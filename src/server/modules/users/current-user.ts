import type { FastifyRequest } from 'fastify'
import type { User } from '@shared/contracts/user'
import { requireIdentity } from '@server/http/authentication'
import { findOrCreateUser } from './service'

const resolved = new WeakMap<FastifyRequest, Promise<User>>()

/** The signed-in customer of this request (401 when there is none). Other modules use this. */
export function currentUser(request: FastifyRequest): Promise<User> {
  const identity = requireIdentity(request)
  let user = resolved.get(request)
  if (!user) {
    user = findOrCreateUser(request.server.db, identity).then(({ user, created }) => {
      if (created) request.server.events.emit('customerCreated', { userId: user.id })
      return user
    })
    resolved.set(request, user)
  }
  return user
}
