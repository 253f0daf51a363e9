/** The public surface of this module: other modules and features import only from here. */
export { addBoxNotification, addOwningBox } from './boxes'
export { writeDemoBoxTrail } from './demo-box-trail'
export { orderRoutes } from './order-routes'
export { changeOrderStatus } from './order-status'
export { orderReferenceRoutes } from './routes'
export { orderStatuses } from './tables'
export { createWonLotOrder, type WonLot } from './won-lot-order'
