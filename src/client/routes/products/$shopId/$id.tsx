import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '../../../features/layout/ComingSoon'

export const Route = createFileRoute('/products/$shopId/$id')({
  component: ProductDetailRoute,
})

function ProductDetailRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Chi tiết sản phẩm`} />
}
