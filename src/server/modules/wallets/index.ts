import { defineModule } from '@server/modules/define-module'
import { walletRoutes } from './routes'
import { walletStaffRoutes } from './staff-routes'
import { walletsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { writeDemoWalletHistory } from './demo-data'
export { postBankDeposit, walletOrderMoney, type BankDeposit } from './order-money'

/** What the wallets module adds to the app, named once in the module list (modules/registry.ts). */
export const walletsModule = defineModule({
  name: 'wallets',
  routes: { customer: walletRoutes, staff: walletStaffRoutes },
  messages: walletsMessages,
  tables,
})
