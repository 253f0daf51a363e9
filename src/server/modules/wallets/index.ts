import { defineModule } from '@server/modules/define-module'
import { walletRoutes } from './routes'
import { walletStaffRoutes } from './staff-routes'
import { walletsMessages } from './messages'
import * as tables from './tables'

/** The public surface of this module: other modules and features import only from here. */
export { writeDemoWalletHistory } from './demo-data'
/** The staff ledger's audited write (for tools such as the auctions benchmark; routes call it through staff-routes.ts). */
export { recordLedgerEntry } from './ledger'
export {
  applyHold,
  appliedDeposit,
  customerHolds,
  type HoldLot,
  type LotHold,
  lockVndWallets,
  lotHoldOf,
  moveHolds,
  pendingLotHolds,
  pendingLotHoldsQuery,
  prepareHolds,
  releaseHolds,
  takeHolds,
  vndWalletLocks,
  type WalletLock,
} from './holds'
export { postBankDeposit, walletOrderMoney, type BankDeposit } from './order-money'
export { listWallets } from './service'

/** What the wallets module adds to the app, named once in the module list (modules/registry.ts). */
export const walletsModule = defineModule({
  name: 'wallets',
  routes: { customer: walletRoutes, staff: walletStaffRoutes },
  messages: walletsMessages,
  tables,
})
