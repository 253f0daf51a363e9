import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth'
import { CustomerLayout } from '@client/features/customer'

export const Route = createFileRoute('/customer')({
  beforeLoad: requireSignedIn,
  component: CustomerLayout,
})
