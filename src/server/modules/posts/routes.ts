import { z } from 'zod'
import {
  postCategoryListContract,
  postCategoryListSchema,
  postDetailContract,
  postDetailResponseSchema,
  postIdParamsSchema,
  postListContract,
  postListSchema,
} from '@shared/contracts/posts'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { notFound } from '@server/http/app-error'
import { listQuerySchema, paginated } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { listPostCategories } from './categories'
import { renderPostCover } from './cover-image'
import { findPost, listPosts } from './service'

const COVER_FILE = /^([A-Za-z0-9_-]{1,100})\.svg$/
const errors = { 400: apiErrorSchema, 404: apiErrorSchema }

/** The blog: published posts and their categories, in the request's language; and the post covers. */
export async function postRoutes(app: App) {
  // Answers differ by language: shared caches must keep one copy per language.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Vary', 'Accept-Language')
  })

  app.get(
    '/api/posts',
    {
      schema: {
        tags: ['posts'],
        summary:
          'Published posts: filter[categories], filter[exclude] (suggestions leave out the post read), filter[publish]=1, include=categories, sort=-updated_at, page, per_page',
        querystring: listQuerySchema(postListContract),
        response: { 200: postListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      return listPosts(
        app.db,
        {
          publish: query.filter.publish,
          categoryIds: query.filter.categories,
          excludeIds: query.filter.exclude,
          sortField: query.sort?.field ?? 'updated_at',
          descending: query.sort?.descending ?? true,
          page: query.page,
          perPage: query.perPage,
          withCategories: query.include.has('categories'),
        },
        request.locale,
      )
    },
  )

  app.get(
    '/api/posts/:id',
    {
      schema: {
        tags: ['posts'],
        summary: 'One published post: include=categories, append=creator (a draft is a 404)',
        params: postIdParamsSchema,
        querystring: listQuerySchema(postDetailContract),
        response: { 200: postDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = request.query
      const options = {
        publish: query.filter.publish,
        withCategories: query.include.has('categories'),
        withCreator: query.append.has('creator'),
      }
      return { data: await findPost(app.db, request.params.id, options, request.locale) }
    },
  )

  app.get(
    '/api/post-categories',
    {
      schema: {
        tags: ['posts'],
        summary: 'Blog categories in sidebar order',
        querystring: listQuerySchema(postCategoryListContract),
        response: { 200: postCategoryListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = request.query
      const rows = await listPostCategories(app.db, request.locale)
      return paginated(rows.slice((query.page - 1) * query.perPage, query.page * query.perPage), rows.length, query.page, query.perPage)
    },
  )

  app.get('/media/blog/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const key = COVER_FILE.exec(request.params.file)?.[1]
    if (!key) throw notFound()
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(renderPostCover(key))
  })
}
