import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GuidePage } from '@client/features/content'

export const Route = createFileRoute('/service-price-table')({
  component: ServicePriceTableRoute,
})

function ServicePriceTableRoute() {
  const { t } = useLingui()
  return <GuidePage guideId="service-price-table" fallbackTitle={t`Bảng giá dịch vụ`} />
}
