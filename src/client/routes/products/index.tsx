import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../../features/layout/ComingSoon'
import { productListSearchSchema } from '../../features/catalog/product-list-search'

export const Route = createFileRoute('/products/')({
  validateSearch: productListSearchSchema,
  component: ProductListRoute,
})

function ProductListRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Sản phẩm`} />
}
