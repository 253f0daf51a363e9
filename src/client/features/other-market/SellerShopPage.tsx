import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ShopEntry } from '@shared/shops/registry'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Skeleton, isOfflineGap } from '@client/ui'
import { MarketGrid } from './MarketGrid'
import { MarketNotFound } from './MarketNotFound'
import { SellerCard } from './SellerCard'
import { SimplePager } from './SimplePager'
import { sellerShopQueryOptions } from './market-query'
import { marketOf, marketPaths } from './markets'
import { hrefWith } from './search-params'
import * as styles from './other-market.css'

type SellerShopPageProps = { shopParam: string; sellerId: string; page: number }

/** /other-market/{shop}/seller-shop/{seller}: the seller, their reviews and their listings, 10 skeletons, paging (spec §2 Seller shop). */
export function SellerShopPage({ shopParam, sellerId, page }: SellerShopPageProps) {
  const shop = marketOf(shopParam)
  if (!shop) return <MarketNotFound />
  return <SellerShop shop={shop} sellerId={sellerId} page={page} />
}

function SellerShop({ shop, sellerId, page }: { shop: ShopEntry; sellerId: string; page: number }) {
  const { t } = useLingui()
  const answer = useQuery(sellerShopQueryOptions(shop.path, sellerId, page))
  const sellerName = answer.data?.seller.name
  usePageTitle(sellerName ?? t`Cửa hàng người bán`)
  const missing = answer.isError && isApiRequestError(answer.error) && answer.error.status === 404
  return (
    <section className={styles.page} data-testid="seller-shop">
      <h1 className={styles.heading}>{sellerName ?? <Trans>Cửa hàng người bán</Trans>}</h1>
      {/* Offline without a saved copy, the grid below says so: no seller skeleton above it. */}
      {answer.isPending && !isOfflineGap(answer) && <Skeleton height="5em" />}
      {answer.data && <SellerCard seller={answer.data.seller} />}
      {answer.data?.seller.description && <p className={styles.muted}>{answer.data.seller.description}</p>}
      {missing ? (
        <Alert variant="warning">
          <Trans>Xin lỗi, hiện không tìm thấy nhà cung cấp này</Trans>
        </Alert>
      ) : (
        <MarketGrid
          query={answer}
          items={answer.data?.items}
          skeletons={SKELETON_COUNT.seller}
          title={<Trans>Sản phẩm của người bán</Trans>}
          empty={<Trans>Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn</Trans>}
        />
      )}
      {answer.data && (
        <SimplePager
          page={page}
          hasNext={answer.data.pagination.is_allow_next}
          href={(next) => hrefWith(marketPaths.seller(shop, sellerId), { page: next })}
        />
      )}
    </section>
  )
}
