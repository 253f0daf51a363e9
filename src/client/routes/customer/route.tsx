import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth/require-auth'
import { CustomerLayout } from '@client/features/customer/CustomerLayout'

export const Route = createFileRoute('/customer')({
  beforeLoad: requireSignedIn,
  component: CustomerLayout,
})
