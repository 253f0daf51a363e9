import { createFileRoute } from '@tanstack/react-router'
import { WalletListPage } from '@client/features/wallet'

export const Route = createFileRoute('/customer/wallet/')({
  component: WalletListPage,
})
