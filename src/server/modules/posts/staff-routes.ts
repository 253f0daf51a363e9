import { z } from 'zod'
import {
  adminPostBodySchema,
  adminPostListContract,
  adminPostListSchema,
  adminPostResponseSchema,
  postPublicationBodySchema,
} from '@shared/contracts/admin/content'
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER } from '@shared/contracts/order'
import { postIdParamsSchema } from '@shared/contracts/posts'
import { requiredIdempotencyKey } from '@server/http/idempotency'
import { listQuerySchema } from '@server/http/list-query'
import { errorResponses, staffOnly } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import { staffActor } from '@server/modules/audit'
import { createPostForStaff, findPostForStaff, listPostsForStaff, setPostPublished, updatePostForStaff } from './staff'

const tags = ['admin']
const errors = errorResponses(404, 422)

/** Staff scope: the blog's posts — drafts too — written per language (HTML sanitised on write), published or taken back. */
export async function postStaffRoutes(app: App) {
  app.get(
    '/posts',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'Every post, drafts too, newest change first: filter[search] (title), filter[published], page',
        querystring: listQuerySchema(adminPostListContract),
        response: { 200: adminPostListSchema },
      },
    },
    async (request) => {
      const { filter, page, perPage } = request.query
      return listPostsForStaff(app.db, { search: filter.search, published: filter.published, page, perPage })
    },
  )

  app.get(
    '/posts/:id',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'A post as staff edit it',
        params: postIdParamsSchema,
        response: { 200: adminPostResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await findPostForStaff(app.db, request.params.id) }),
  )

  app.post(
    '/posts',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'Write a new draft (once per Idempotency-Key); audited',
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: z.string().optional() }).loose(),
        body: adminPostBodySchema,
        response: { 200: adminPostResponseSchema, 201: adminPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = requiredIdempotencyKey(request)
      let replayed = false
      const answer = await writeAndAnswer(
        request,
        app.db,
        async (tx) => {
          const created = await createPostForStaff(tx, staffActor(request), request.body, key)
          replayed = created.replayed
          return { data: await findPostForStaff(tx, created.id) }
        },
        () => (replayed ? 200 : 201),
      )
      reply.header(IDEMPOTENCY_REPLAYED_HEADER, String(replayed))
      return reply.status(replayed ? 200 : 201).send(answer)
    },
  )

  app.put(
    '/posts/:id',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'Replace a post’s texts, categories and cover; audited',
        params: postIdParamsSchema,
        body: adminPostBodySchema,
        response: { 200: adminPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      return writeAndAnswer(request, app.db, async (tx) => {
        await updatePostForStaff(tx, staffActor(request), request.params.id, request.body)
        return { data: await findPostForStaff(tx, request.params.id) }
      })
    },
  )

  app.post(
    '/posts/:id/publication',
    {
      config: staffOnly('content'),
      schema: {
        tags,
        summary: 'Publish a post (first in the blog) or take it back to draft; audited',
        params: postIdParamsSchema,
        body: postPublicationBodySchema,
        response: { 200: adminPostResponseSchema, ...errors },
      },
    },
    async (request) => {
      return writeAndAnswer(request, app.db, async (tx) => {
        await setPostPublished(tx, staffActor(request), request.params.id, request.body.published, app.clock.now())
        return { data: await findPostForStaff(tx, request.params.id) }
      })
    },
  )
}
