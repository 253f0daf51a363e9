import { defineModule } from '@server/modules/define-module'
import { notificationRoutes } from './routes'
import { notificationsMessages } from './messages'
import * as tables from './tables'
import { pushJobHandlers, pushJobs } from './push-jobs'

/** The public surface of this module: other modules and features import only from here. */
export type { CustomerEvent, NotificationParams } from './events'
export { queueNotifier, type PushDelivery } from './push-jobs'
export type { Notifier } from './notifier'
export { createWebPushSender, type PushMessage, type PushOutcome, type PushSender, type PushTarget } from './push-sender'
export { configuredVapidKeys, storedVapidKeys, type VapidKeys } from './vapid-keys'

/** What the notifications module adds to the app, named once in the module list (modules/registry.ts). */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: { customer: notificationRoutes },
  messages: notificationsMessages,
  tables,
  jobs: { definitions: pushJobs, handlers: pushJobHandlers },
})
