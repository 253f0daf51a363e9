import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { findShop } from '@shared/shops/registry'
import { ComingSoon } from '@client/features/layout'
import { otherMarketListSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/products/$shopId')({
  validateSearch: otherMarketListSearchSchema,
  component: OtherMarketListRoute,
})

function OtherMarketListRoute() {
  const { shopId } = Route.useParams()
  const shopName = findShop(shopId)?.name ?? shopId
  const { t } = useLingui()
  return <ComingSoon title={t`Sản phẩm ${shopName}`} />
}
