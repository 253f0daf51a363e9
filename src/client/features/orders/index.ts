/** The public surface of this feature: other modules and features import only from here. */
export { NotificationsDropdown } from './NotificationsDropdown'
export { OrderDetailPage } from './OrderDetailPage'
export { OrderListPage } from './OrderListPage'
export { orderKeys } from './order-query'
export { orderDetailSearchSchema, orderIdFromParam, orderListSearchSchema } from './order-search'
export type { OrderDetailSearch, OrderListSearch } from './order-search'
