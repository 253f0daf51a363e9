/** The public surface of this feature: other modules and features import only from here. */
export { TransactionTable } from './TransactionTable'
export { WalletDetailPage } from './WalletDetailPage'
export { WalletListPage } from './WalletListPage'
export { walletDetailSearchSchema } from './wallet-search'
export type { WalletDetailSearch } from './wallet-search'
export { formatWalletAmount } from './money'
export { walletKeys } from './wallet-query'
