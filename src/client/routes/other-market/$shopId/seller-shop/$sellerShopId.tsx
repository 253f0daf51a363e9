import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'

export const Route = createFileRoute('/other-market/$shopId/seller-shop/$sellerShopId')({
  component: SellerShopRoute,
})

function SellerShopRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Cửa hàng người bán`} />
}
