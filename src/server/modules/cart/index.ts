/** The public surface of this module: other modules and features import only from here. */
export { cartRoutes } from './routes'
export { removeCartItems } from './service'
