import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'
import { ecoringSearchSchema } from '@client/features/ecoring'

export const Route = createFileRoute('/other-market/ecoring/')({
  validateSearch: ecoringSearchSchema,
  component: EcoringRoute,
})

function EcoringRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Đấu giá Ecoring`} />
}
