/** The public surface of this module: other modules and features import only from here. */
export type { CustomerEvent, NotificationParams } from './events'
export { pushJobHandlers, pushJobs, queueNotifier, type PushDelivery } from './push-jobs'
export type { Notifier } from './notifier'
export { createWebPushSender, type PushMessage, type PushOutcome, type PushSender, type PushTarget } from './push-sender'
export { notificationRoutes } from './routes'
export { configuredVapidKeys, storedVapidKeys, type VapidKeys } from './vapid-keys'
