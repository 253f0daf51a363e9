import { createFileRoute } from '@tanstack/react-router'
import { SellerShopPage } from '@client/features/other-market/SellerShopPage'
import { sellerShopSearchSchema } from '@client/features/other-market/search-params'

export const Route = createFileRoute('/other-market/$shopId/seller-shop/$sellerShopId')({
  validateSearch: sellerShopSearchSchema,
  component: SellerShopRoute,
})

function SellerShopRoute() {
  const { shopId, sellerShopId } = Route.useParams()
  return <SellerShopPage shopParam={shopId} sellerId={sellerShopId} page={Route.useSearch().page ?? 1} />
}
