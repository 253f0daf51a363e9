import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../../features/auth/require-auth'
import { CustomerLayout } from '../../features/customer/CustomerLayout'

export const Route = createFileRoute('/customer')({
  beforeLoad: requireSignedIn,
  component: CustomerLayout,
})
