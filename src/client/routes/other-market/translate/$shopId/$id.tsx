import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'

export const Route = createFileRoute('/other-market/translate/$shopId/$id')({
  staticData: { bare: true },
  component: TranslateRoute,
})

function TranslateRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Bản dịch sản phẩm`} />
}
