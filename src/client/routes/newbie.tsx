import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GuidePage } from '@client/features/content'

export const Route = createFileRoute('/newbie')({
  component: NewbieRoute,
})

function NewbieRoute() {
  const { t } = useLingui()
  return <GuidePage guideId="newbie" fallbackTitle={t`Dành cho người mới`} />
}
