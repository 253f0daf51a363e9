/** The public surface of this module: other modules and features import only from here. */
export { withLinkItems } from './purchasable'
export { linkItemRoutes, linkItemStaffRoutes } from './routes'
