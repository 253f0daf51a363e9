import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GuidePage } from '@client/features/content'

export const Route = createFileRoute('/price-list')({
  component: PriceListRoute,
})

function PriceListRoute() {
  const { t } = useLingui()
  return <GuidePage guideId="price-list" fallbackTitle={t`Bảng giá`} />
}
