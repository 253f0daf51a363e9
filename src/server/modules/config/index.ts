/** The public surface of this module: other modules and features import only from here. */
export { clientConfigRoutes } from './routes'
