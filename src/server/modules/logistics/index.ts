/** The public surface of this module: other modules and features import only from here. */
export { logisticsRoutes } from './routes'
export { areas, shipmentMethods } from './tables'
