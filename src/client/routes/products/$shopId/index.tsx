import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { reportNotFound } from '@client/app/http-status'
import { ProductListPage, ensureProductListData, ownShop, productListSearchSchema } from '@client/features/catalog'

export const Route = createFileRoute('/products/$shopId/')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => {
    // No such own shop: the screen says so, and a server-rendered page answers 404.
    if (!ownShop(params.shopId)) reportNotFound()
    return waitOnServer(context, ensureProductListData(context.queryClient, params.shopId, deps.search))
  },
  component: ShopProductListRoute,
})

function ShopProductListRoute() {
  const { shopId } = Route.useParams()
  return <ProductListPage key={shopId} shopParam={shopId} search={Route.useSearch()} />
}
