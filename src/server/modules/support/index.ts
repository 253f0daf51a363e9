/** The public surface of this module: other modules and features import only from here. */
export { supportRoutes } from './routes'
export { countOpenTickets } from './staff'
export { supportStaffRoutes } from './staff-routes'
