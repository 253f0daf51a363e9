import { createFileRoute } from '@tanstack/react-router'
import { SupportPage, loadSupportMessages } from '@client/features/support'

export const Route = createFileRoute('/customer/support/')({
  loader: loadSupportMessages,
  component: SupportPage,
})
