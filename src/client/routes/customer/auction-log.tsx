import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'

export const Route = createFileRoute('/customer/auction-log')({
  component: AuctionLogRoute,
})

function AuctionLogRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Lịch sử đấu giá`} />
}
