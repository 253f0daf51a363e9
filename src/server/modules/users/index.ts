/** The public surface of this module: other modules and features import only from here. */
export { currentUser } from './current-user'
export { userRoutes } from './routes'
export { findUserById } from './service'
export { users } from './tables'
