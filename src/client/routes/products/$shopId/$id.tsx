import { createFileRoute } from '@tanstack/react-router'
import { ProductDetailPage } from '@client/features/catalog/ProductDetailPage'
import { productDetailQueryOptions } from '@client/features/catalog/product-detail-query'

const MAX_ID = 2_147_483_647
const productId = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) <= MAX_ID ? Number(id) : 0)

export const Route = createFileRoute('/products/$shopId/$id')({
  // Warm the cache without blocking: the page shows its skeleton meanwhile.
  loader: ({ context, params }) => {
    const id = productId(params.id)
    if (id > 0) void context.queryClient.prefetchQuery(productDetailQueryOptions(id))
  },
  component: ProductDetailRoute,
})

function ProductDetailRoute() {
  const { id } = Route.useParams()
  // Anything but a positive whole number is not a product id (the page then says so).
  return <ProductDetailPage id={productId(id)} />
}
