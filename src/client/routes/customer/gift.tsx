import { createFileRoute } from '@tanstack/react-router'
import { InvitationPage } from '../../features/invitation/InvitationPage'

export const Route = createFileRoute('/customer/gift')({
  component: InvitationPage,
})
