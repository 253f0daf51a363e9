import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { ProductListPage, ensureProductListData, productListSearchSchema } from '@client/features/catalog'

export const Route = createFileRoute('/products/$shopId/')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => waitOnServer(context, ensureProductListData(context.queryClient, params.shopId, deps.search)),
  component: ShopProductListRoute,
})

function ShopProductListRoute() {
  const { shopId } = Route.useParams()
  return <ProductListPage key={shopId} shopParam={shopId} search={Route.useSearch()} />
}
