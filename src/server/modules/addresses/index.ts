/** The public surface of this module: other modules and features import only from here. */
export { addressRoutes } from './routes'
export { findOwnAddress, listAddresses } from './service'
