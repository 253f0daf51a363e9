import { z } from 'zod'
import {
  POST_DETAIL_APPENDS,
  POST_DETAIL_INCLUDES,
  POST_LIST_INCLUDES,
  POST_LIST_SORTS,
  POST_MAX_PAGE_SIZE,
  POST_PAGE_SIZE,
  postCategoryListSchema,
  postDetailResponseSchema,
  postIdParamsSchema,
  postListSchema,
} from '@shared/contracts/posts'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { notFound } from '@server/http/app-error'
import { paginated, parseListQuery } from '@server/http/list-query'
import { listQuerystringSchema } from '@server/http/list-route'
import type { App } from '@server/http/types'
import { listPostCategories } from './categories'
import { renderPostCover } from './cover-image'
import { findPost, listPosts, type PostListOptions } from './service'

const postListQuery = {
  filters: { publish: 'boolean', categories: 'intList', exclude: 'intList' },
  includes: POST_LIST_INCLUDES,
  sorts: POST_LIST_SORTS,
  defaultSort: '-updated_at',
  perPage: { default: POST_PAGE_SIZE, max: POST_MAX_PAGE_SIZE },
} as const

const postDetailQuery = { filters: { publish: 'boolean' }, includes: POST_DETAIL_INCLUDES, appends: POST_DETAIL_APPENDS } as const
const categoryQuery = { perPage: { default: 100, max: 100 } } as const

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
        querystring: listQuerystringSchema,
        response: { 200: postListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, postListQuery)
      return listPosts(
        app.db,
        {
          publish: query.filter.publish as boolean | undefined,
          categoryIds: query.filter.categories as number[] | undefined,
          excludeIds: query.filter.exclude as number[] | undefined,
          sortField: (query.sort?.field ?? 'updated_at') as PostListOptions['sortField'],
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
        querystring: listQuerystringSchema,
        response: { 200: postDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, postDetailQuery)
      const options = {
        publish: query.filter.publish as boolean | undefined,
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
        querystring: listQuerystringSchema,
        response: { 200: postCategoryListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const query = parseListQuery(request.query, categoryQuery)
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
