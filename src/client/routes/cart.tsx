import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '../features/auth/require-auth'
import { CartPage } from '../features/cart/CartPage'

export const Route = createFileRoute('/cart')({
  beforeLoad: requireSignedIn,
  component: CartPage,
})
