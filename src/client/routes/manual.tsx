import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GuidePage } from '@client/features/content'

export const Route = createFileRoute('/manual')({
  component: ManualRoute,
})

function ManualRoute() {
  const { t } = useLingui()
  return <GuidePage guideId="manual" fallbackTitle={t`Hướng dẫn mua hàng`} />
}
