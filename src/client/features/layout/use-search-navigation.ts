import { useNavigate } from '@tanstack/react-router'
import type { SearchScope } from '@shared/shops/registry'

const YAHOO_AUCTION_SHOP_ID = '8'

/** Where the header search goes for each shop scope (spec §2 Header). */
export function useSearchNavigation() {
  const navigate = useNavigate()
  return (scope: SearchScope, text: string) => {
    const search = text.trim() || undefined
    switch (scope) {
      case 'ikom':
      case 'awond':
        return navigate({ to: '/products/$shopId', params: { shopId: scope }, search: { search } })
      case 'ecoring':
        // The words are kept: the cross-shop search narrowed to Ecoring's lots; without words, its list.
        return search
          ? navigate({ to: '/other-market/search', search: { search, shop: 'ecoring' } })
          : navigate({ to: '/other-market/ecoring' })
      case 'yahoo-auction':
        return navigate({
          to: '/other-market/products/$shopId',
          params: { shopId: YAHOO_AUCTION_SHOP_ID },
          search: { search },
        })
      case 'other-markets':
        return navigate({ to: '/other-market/search', search: { search } })
      default:
        return navigate({ to: '/products', search: { search } })
    }
  }
}
