import { createFileRoute, notFound } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { ComingSoon } from '@client/features/layout'
import { ECORING_DETAIL_OPTIONS } from '@client/features/ecoring'

export const Route = createFileRoute('/other-market/ecoring/detail/$option/$id')({
  beforeLoad: ({ params }) => {
    if (!ECORING_DETAIL_OPTIONS.includes(params.option)) throw notFound()
  },
  component: EcoringDetailRoute,
})

function EcoringDetailRoute() {
  const { t } = useLingui()
  return <ComingSoon title={t`Chi tiết đấu giá Ecoring`} />
}
