/** The public surface of this module: other modules and features import only from here. */
export { geoRoutes } from './routes'
export { wardExists } from './service'
export { districts, provinces, wards } from './tables'
