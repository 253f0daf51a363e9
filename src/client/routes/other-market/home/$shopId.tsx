import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { findShop } from '@shared/shops/registry'
import { ComingSoon } from '@client/features/layout'

export const Route = createFileRoute('/other-market/home/$shopId')({
  component: AffiliateShopHomeRoute,
})

function AffiliateShopHomeRoute() {
  const { shopId } = Route.useParams()
  const shopName = findShop(shopId)?.name ?? shopId
  const { t } = useLingui()
  return <ComingSoon title={t`Cửa hàng ${shopName}`} />
}
