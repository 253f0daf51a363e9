import { createFileRoute } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { ProductListPage, ensureProductListData, productListSearchSchema } from '@client/features/catalog'

export const Route = createFileRoute('/products/')({
  validateSearch: productListSearchSchema,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => waitOnServer(context, ensureProductListData(context.queryClient, undefined, deps.search)),
  component: ProductListRoute,
})

function ProductListRoute() {
  return <ProductListPage search={Route.useSearch()} />
}
