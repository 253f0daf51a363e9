/** The public surface of this module: other modules and features import only from here. */
export { writeDemoBoxTrail } from './demo-box-trail'
export { ownsOrder } from './order-queries'
export { orderRoutes } from './order-routes'
export { orderReferenceRoutes } from './routes'
export { countOrdersByStatus } from './staff-orders'
export { orderStaffRoutes } from './staff-routes'
export { orderStatuses } from './tables'
