import { defineModule } from '@server/modules/define-module'
import { paymentsMessages } from './messages'
import { paymentStaffRoutes } from './staff-routes'
import * as tables from './tables'
import { paymentWebhookRoutes } from './webhook-routes'

/** What the payments module adds to the app (issue 28): the bank feed's webhook and the staff's transfers queue. */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: { staff: paymentStaffRoutes, bankFeed: paymentWebhookRoutes },
  messages: paymentsMessages,
  tables,
})
