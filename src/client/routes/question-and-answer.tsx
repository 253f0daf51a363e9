import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { GuidePage } from '@client/features/content'

export const Route = createFileRoute('/question-and-answer')({
  component: QuestionAndAnswerRoute,
})

function QuestionAndAnswerRoute() {
  const { t } = useLingui()
  return <GuidePage guideId="question-and-answer" fallbackTitle={t`Hỏi đáp`} />
}
