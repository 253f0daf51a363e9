import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'

export const Route = createFileRoute('/other-market/yahoo-auction/$link')({
  component: YahooAuctionRoute,
})

function YahooAuctionRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Đấu giá Yahoo`} />
}
