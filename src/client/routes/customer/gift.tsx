import { createFileRoute } from '@tanstack/react-router'
import { InvitationPage } from '@client/features/invitation'

export const Route = createFileRoute('/customer/gift')({
  component: InvitationPage,
})
