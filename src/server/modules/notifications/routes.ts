import { z } from 'zod'
import {
  markNotificationItemsReadSchema,
  markNotificationsReadSchema,
  notificationFeedSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  pushDeviceListSchema,
  pushDeviceResponseSchema,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@shared/contracts/notifications'
import { idParamsSchema } from '@shared/contracts/fields'
import { AppError, notFound } from '@server/http/app-error'
import { errorResponses } from '@server/http/scopes'
import type { App } from '@server/http/types'
import { writeAndAnswer } from '@server/http/write-answer'
import type { Clock } from '@server/clock'
import type { PushDelivery } from './push-jobs'
import { currentUser } from '@server/modules/users'
import {
  markNotificationItemsRead,
  markNotificationsRead,
  notificationFeed,
  pushPreferences,
  rememberLanguage,
  updatePushPreferences,
} from './centre'
import { isPushServiceEndpoint, listDevices, removeDevice, removeEndpoint, saveSubscription } from './subscriptions'

const errors = errorResponses(404, 409, 422)
const writes = { rateLimitPolicy: 'pushSubscriptions' } as const
const pushTags = ['push']
const centreTags = ['notifications']

/**
 * The notification centre (header bell), push preferences per kind, and this customer's push
 * devices. Everything is the signed-in customer's own: another customer's device is a 404 (its
 * endpoint, which only that browser knows, a 409 when subscribed). Customer scope.
 */
export type NotificationRouteDeps = { push: PushDelivery; clock: Clock }

export async function notificationRoutes(app: App, { push, clock }: NotificationRouteDeps) {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags: pushTags,
        summary: 'The VAPID public key to subscribe with (applicationServerKey)',
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ data: { public_key: await push.publicKey() } }),
  )

  app.get(
    '/api/push/subscriptions',
    {
      schema: { tags: pushTags, summary: 'My push devices, most recently seen first', response: { 200: pushDeviceListSchema, ...errors } },
    },
    async (request) => ({ data: await listDevices(app.db, (await currentUser(request)).id) }),
  )

  app.put(
    '/api/push/subscriptions',
    {
      config: writes,
      schema: {
        tags: pushTags,
        summary:
          'Subscribe this device to push (PushSubscription.toJSON()), or refresh it; the request language becomes the push language. 409 when another customer holds the endpoint (subscribe afresh)',
        body: pushSubscriptionBodySchema,
        response: { 200: pushDeviceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      if (!isPushServiceEndpoint(request.body.endpoint, app.config.PUSH_SERVICE_HOSTS)) {
        throw new AppError(422, 'pushEndpointNotAllowed', {}, { endpoint: ['pushEndpointNotAllowed'] })
      }
      return writeAndAnswer(request, app.db, async (tx) => {
        const device = await saveSubscription(tx, customer.id, request.body, request.headers['user-agent'] ?? '', clock.now())
        if (!device) throw new AppError(409, 'pushEndpointTaken')
        await rememberLanguage(tx, customer.id, request.locale)
        return { data: device }
      })
    },
  )

  app.delete(
    '/api/push/subscriptions',
    {
      config: writes,
      schema: {
        tags: pushTags,
        summary: 'Unsubscribe this device (by its endpoint); 404 when it is not one of mine',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await currentUser(request)
      if (!(await removeEndpoint(app.db, customer.id, request.body.endpoint))) throw notFound()
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/api/push/subscriptions/:id',
    {
      config: writes,
      schema: {
        tags: pushTags,
        summary: 'Remove one of my push devices; 404 for anyone else’s',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await currentUser(request)
      if (!(await removeDevice(app.db, customer.id, request.params.id))) throw notFound()
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: centreTags,
        summary: 'My newest notifications (every kind, pushed or not) in the request language, with the unread count',
        response: { 200: notificationFeedSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      // The bell asks on every start and every few minutes: the language it asks in is the one the app uses now.
      await rememberLanguage(app.db, customer.id, request.locale)
      return notificationFeed(app.db, customer.id, request.locale)
    },
  )

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: centreTags,
        summary: 'Mark my notifications read up to an id',
        body: markNotificationsReadSchema,
        response: { 200: notificationFeedSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => {
        await markNotificationsRead(tx, customer.id, request.body.up_to_id, clock.now())
        return notificationFeed(tx, customer.id, request.locale)
      })
    },
  )

  app.post(
    '/api/notifications/read-items',
    {
      schema: {
        tags: centreTags,
        summary: 'Mark these notifications of mine read (an entry opened); 404, nothing marked, when one is not mine',
        body: markNotificationItemsReadSchema,
        response: { 200: notificationFeedSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => {
        if (!(await markNotificationItemsRead(tx, customer.id, request.body.ids, clock.now()))) throw notFound()
        return notificationFeed(tx, customer.id, request.locale)
      })
    },
  )

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags: centreTags,
        summary: 'Push on or off, per kind of notification',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => ({ data: { push: await pushPreferences(app.db, (await currentUser(request)).id) } }),
  )

  app.put(
    '/api/notifications/preferences',
    {
      config: writes,
      schema: {
        tags: centreTags,
        summary: 'Turn push on or off for the kinds given (the centre keeps every kind regardless)',
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const customer = await currentUser(request)
      return writeAndAnswer(request, app.db, async (tx) => ({
        data: { push: await updatePushPreferences(tx, customer.id, request.body.push, request.locale) },
      }))
    },
  )
}
