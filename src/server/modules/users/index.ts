/** The public surface of this module: other modules and features import only from here. */
export { currentUser } from './current-user'
export { userRoutes } from './routes'
export { findCustomerForStaff, findUserById } from './service'
export { customerStaffRoutes } from './staff-routes'
export { users } from './tables'
