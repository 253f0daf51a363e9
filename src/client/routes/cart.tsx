import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth/require-auth'
import { CartPage } from '@client/features/cart/CartPage'

export const Route = createFileRoute('/cart')({
  beforeLoad: requireSignedIn,
  component: CartPage,
})
