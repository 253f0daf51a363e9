import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GuidePage } from '@client/features/content'

export const Route = createFileRoute('/policy')({
  component: PolicyRoute,
})

function PolicyRoute() {
  const { t } = useLingui()
  return <GuidePage guideId="policy" fallbackTitle={t`Điều khoản và chính sách`} />
}
