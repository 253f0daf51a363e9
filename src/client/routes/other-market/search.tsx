import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'
import { otherMarketSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/search')({
  validateSearch: otherMarketSearchSchema,
  component: OtherMarketSearchRoute,
})

function OtherMarketSearchRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Tìm kiếm trên các sàn`} />
}
