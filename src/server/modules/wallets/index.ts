/** The public surface of this module: other modules and features import only from here. */
export { writeDemoWalletHistory } from './demo-data'
export { walletRoutes } from './routes'
export { walletStaffRoutes } from './staff-routes'
