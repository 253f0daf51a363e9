import { createFileRoute, redirect } from '@tanstack/react-router'
import { waitOnServer } from '@client/app/route-loader'
import { ProductListPage, ensureProductListData, productListSearchSchema } from '@client/features/catalog'
import { productPathOfPastedLink } from '@client/features/layout'
import { MarketMatches } from '@client/features/other-market'

export const Route = createFileRoute('/products/')({
  validateSearch: productListSearchSchema,
  beforeLoad: async ({ search }) => {
    const productPath = await productPathOfPastedLink(search.search)
    if (productPath) throw redirect({ href: productPath, replace: true })
  },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => waitOnServer(context, ensureProductListData(context.queryClient, undefined, deps.search)),
  component: ProductListRoute,
})

function ProductListRoute() {
  const search = Route.useSearch()
  const text = search.search?.trim() ?? ''
  return (
    <>
      <ProductListPage search={search} />
      {/* The header search's "all" scope: own shops above, the other markets' matches below. */}
      {text && <MarketMatches text={text} />}
    </>
  )
}
