import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage } from '@client/features/catalog/ProductListPage'
import { productListSearchSchema } from '@client/features/catalog/product-list-search'

export const Route = createFileRoute('/products/')({
  validateSearch: productListSearchSchema,
  component: ProductListRoute,
})

function ProductListRoute() {
  return <ProductListPage search={Route.useSearch()} />
}
