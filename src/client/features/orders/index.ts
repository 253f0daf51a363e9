/** The public surface of this feature: other modules and features import only from here. */
export { NotificationHeadline } from './NotificationHeadline'
export { OrderDetailPage } from './OrderDetailPage'
export { OrderListPage } from './OrderListPage'
export { PricePending } from './PricePending'
export { OrderStatusBadge, useOrderStatusLabel, useShipmentMethodLabel } from './order-labels'
export { orderKeys, orderQueryOptions, ordersQueryOptions } from './order-query'
export { orderDetailSearchSchema, orderIdFromParam, orderListSearchSchema } from './order-search'
export type { OrderDetailSearch, OrderListSearch } from './order-search'
