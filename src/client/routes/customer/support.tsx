import { createFileRoute } from '@tanstack/react-router'
import { SupportPage } from '@client/features/support'

export const Route = createFileRoute('/customer/support')({
  component: SupportPage,
})
