import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth'
import { CartPage } from '@client/features/cart'

export const Route = createFileRoute('/cart')({
  beforeLoad: requireSignedIn,
  component: CartPage,
})
