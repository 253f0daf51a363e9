import { createFileRoute } from '@tanstack/react-router'
import { reportNotFoundOn404 } from '@client/app/http-status'
import { waitOnServer } from '@client/app/route-loader'
import { ProductDetailPage, productDetailQueryOptions, latestReviewsQueryOptions } from '@client/features/catalog'

const MAX_ID = 2_147_483_647
const productId = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) <= MAX_ID ? Number(id) : 0)

export const Route = createFileRoute('/products/$shopId/$id')({
  loader: ({ context, params }) => {
    const id = productId(params.id)
    if (id === 0) return undefined
    // Together, not one after the other: the reviews list shows under the product.
    return waitOnServer(context, [
      reportNotFoundOn404(context.queryClient.ensureQueryData(productDetailQueryOptions(id))),
      context.queryClient.ensureQueryData(latestReviewsQueryOptions(id)),
    ])
  },
  component: ProductDetailRoute,
})

function ProductDetailRoute() {
  const { id } = Route.useParams()
  // Anything but a positive whole number is not a product id (the page then says so).
  return <ProductDetailPage id={productId(id)} />
}
