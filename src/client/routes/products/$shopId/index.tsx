import { createFileRoute } from '@tanstack/react-router'
import { ProductListPage } from '@client/features/catalog/ProductListPage'
import { productListSearchSchema } from '@client/features/catalog/product-list-search'

export const Route = createFileRoute('/products/$shopId/')({
  validateSearch: productListSearchSchema,
  component: ShopProductListRoute,
})

function ShopProductListRoute() {
  const { shopId } = Route.useParams()
  return <ProductListPage key={shopId} shopParam={shopId} search={Route.useSearch()} />
}
