import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'

export const Route = createFileRoute('/other-market/rakuma')({
  component: RakumaRoute,
})

function RakumaRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Danh mục Rakuma`} />
}
