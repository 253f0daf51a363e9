import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  districtListContract,
  districtListSchema,
  districtResponseSchema,
  geoIdParamsSchema,
  provinceListContract,
  provinceListSchema,
  provinceResponseSchema,
  wardDetailContract,
  wardListContract,
  wardListSchema,
  wardResponseSchema,
} from '@shared/contracts/geo'
import { apiErrorSchema } from '@shared/contracts/api-error'
import { notFound } from '@server/http/app-error'
import { sendWithEtag } from '@server/http/etag'
import { listQuerySchema } from '@server/http/list-query'
import type { App } from '@server/http/types'
import { findDistrict, findProvince, findWardWithParents, listDistricts, listProvinces, listWards, type Page } from './service'

/** The administrative units change once in years: let browsers and the service worker keep them a day. */
const CACHE_SECONDS = 24 * 60 * 60

function pageOf(query: { page: number; perPage: number; sort: { field: string; descending: boolean } | null }): Page {
  return { page: query.page, perPage: query.perPage, sortByName: query.sort?.field === 'name', descending: query.sort?.descending ?? false }
}

const send = (request: FastifyRequest, reply: FastifyReply, body: unknown) => sendWithEtag(request, reply, body, CACHE_SECONDS)
const geoSchema = (summary: string, response: object) => ({
  tags: ['geo'],
  summary,
  response: { ...response, 400: apiErrorSchema, 404: apiErrorSchema },
})

/** Provinces → districts → wards of Vietnam (GSO data), public. */
export async function geoRoutes(app: App) {
  app.get(
    '/api/provinces',
    {
      schema: {
        ...geoSchema('Provinces (filter[country_id], sort, page, per_page ≤ 1000)', { 200: provinceListSchema }),
        querystring: listQuerySchema(provinceListContract),
      },
    },
    async (request, reply) => {
      const query = request.query
      return send(request, reply, await listProvinces(app.db, query.filter.country_id, pageOf(query)))
    },
  )

  app.get(
    '/api/provinces/:id',
    { schema: { ...geoSchema('One province', { 200: provinceResponseSchema }), params: geoIdParamsSchema } },
    async (request, reply) => {
      const province = await findProvince(app.db, request.params.id)
      if (!province) throw notFound()
      return send(request, reply, { data: province })
    },
  )

  app.get(
    '/api/districts',
    {
      schema: {
        ...geoSchema('Districts (filter[province_id], sort, page)', { 200: districtListSchema }),
        querystring: listQuerySchema(districtListContract),
      },
    },
    async (request, reply) => {
      const query = request.query
      return send(request, reply, await listDistricts(app.db, query.filter.province_id, pageOf(query)))
    },
  )

  app.get(
    '/api/districts/:id',
    { schema: { ...geoSchema('One district', { 200: districtResponseSchema }), params: geoIdParamsSchema } },
    async (request, reply) => {
      const district = await findDistrict(app.db, request.params.id)
      if (!district) throw notFound()
      return send(request, reply, { data: district })
    },
  )

  app.get(
    '/api/wards',
    {
      schema: {
        ...geoSchema('Wards (filter[district_id], sort, page)', { 200: wardListSchema }),
        querystring: listQuerySchema(wardListContract),
      },
    },
    async (request, reply) => {
      const query = request.query
      return send(request, reply, await listWards(app.db, query.filter.district_id, pageOf(query)))
    },
  )

  app.get(
    '/api/wards/:id',
    {
      schema: {
        ...geoSchema('One ward; include=district,province', { 200: wardResponseSchema }),
        params: geoIdParamsSchema,
        querystring: listQuerySchema(wardDetailContract),
      },
    },
    async (request, reply) => {
      const query = request.query
      const found = await findWardWithParents(app.db, request.params.id)
      if (!found) throw notFound()
      const ward = {
        ...found.ward,
        ...(query.include.has('district') ? { district: found.district } : {}),
        ...(query.include.has('province') ? { province: found.province } : {}),
      }
      return send(request, reply, { data: ward })
    },
  )
}
