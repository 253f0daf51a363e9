import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@client/features/auth'
import { CartPage, cartSearchSchema } from '@client/features/cart'

export const Route = createFileRoute('/cart')({
  validateSearch: cartSearchSchema,
  beforeLoad: requireSignedIn,
  component: CartRoute,
})

function CartRoute() {
  const { only } = Route.useSearch()
  // Another Buy now starts the selection afresh.
  return <CartPage key={only ?? ''} only={only} />
}
