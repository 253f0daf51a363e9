import { defineModule } from '@server/modules/define-module'
import { checkoutRoutes } from './checkout-routes'
import { orderRoutes } from './order-routes'
import { orderReferenceRoutes } from './routes'
import { orderStaffRoutes } from './staff-routes'
import { ordersMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { addBoxNotification, addOwningBox } from './boxes'
export { writeDemoBoxTrail } from './demo-box-trail'
export { checkoutDues, lockCheckoutForPayment, type CheckoutDue } from './checkout-payment'
export { NOTHING_APPLIED, positionOf, type AppliedMoney, type OrderMoney, type OrderRefund } from './order-money'
export { lockOrderForPayment, markOrderPaid, type PayableOrder } from './order-payment'
export { findOwnOrder, ownsOrder } from './order-queries'
export { changeOrderStatus } from './order-status'
export { releaseSoldOnceItems, soldItemOrder, withSoldOnceItems } from './sold-once'
export { repriceUnpaidOrderLines, type RepricedOrder } from './reprice'
export { countOrdersByStatus } from './staff-orders'
export { orderStatuses } from './tables'
export { createWonLotOrder, type WonLot } from './won-lot-order'

/** What the orders module adds to the app, named once in the module list (modules/registry.ts). */
export const ordersModule = defineModule({
  name: 'orders',
  routes: { public: orderReferenceRoutes, customer: [orderRoutes, checkoutRoutes], staff: orderStaffRoutes },
  messages: ordersMessages,
  tables,
})
