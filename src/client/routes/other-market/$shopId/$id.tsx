import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'
import { otherMarketDetailSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/$id')({
  validateSearch: otherMarketDetailSearchSchema,
  component: OtherMarketDetailRoute,
})

function OtherMarketDetailRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Chi tiết sản phẩm`} />
}
