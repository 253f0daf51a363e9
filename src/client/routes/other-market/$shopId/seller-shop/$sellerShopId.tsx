import { createFileRoute } from '@tanstack/react-router'
import { SellerShopPage, sellerShopSearchSchema } from '@client/features/other-market'

export const Route = createFileRoute('/other-market/$shopId/seller-shop/$sellerShopId')({
  validateSearch: sellerShopSearchSchema,
  component: SellerShopRoute,
})

function SellerShopRoute() {
  const { shopId, sellerShopId } = Route.useParams()
  return <SellerShopPage shopParam={shopId} sellerId={sellerShopId} page={Route.useSearch().page ?? 1} />
}
