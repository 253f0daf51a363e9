import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { findShop } from '../../../../shared/shops/registry'
import { ComingSoon } from '../../../features/layout/ComingSoon'
import { productListSearchSchema } from '../../../features/catalog/product-list-search'

export const Route = createFileRoute('/products/$shopId/')({
  validateSearch: productListSearchSchema,
  component: ShopProductListRoute,
})

function ShopProductListRoute() {
  const { shopId } = Route.useParams()
  const shopName = findShop(shopId)?.name ?? shopId
  const { t } = useLingui()
  return <ComingSoon title={t`Sản phẩm ${shopName}`} />
}
