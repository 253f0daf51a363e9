import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ShopEntry } from '@shared/shops/registry'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Button, Skeleton, isOfflineGap } from '@client/ui'
import { MarketGrid } from './MarketGrid'
import { MarketNotFound } from './MarketNotFound'
import { NEWEST_FIRST, marketCategoriesQueryOptions, marketListQueryOptions } from './market-query'
import { marketLogoUrl, marketOf, marketPaths } from './markets'
import { hrefWith } from './search-params'
import * as styles from './other-market.css'

const TOP_PRODUCTS = 12

/** /other-market/home/{shop} (spec §2 Affiliate shop home): category sidebar, logo, back, the market's top products. */
export function AffiliateHomePage({ shopParam }: { shopParam: string }) {
  const shop = marketOf(shopParam)
  if (!shop) return <MarketNotFound />
  return <ShopHome shop={shop} />
}

function ShopHome({ shop }: { shop: ShopEntry }) {
  const { t } = useLingui()
  const router = useRouter()
  const categories = useQuery(marketCategoriesQueryOptions(shop.path))
  const top = useQuery(marketListQueryOptions(shop.path, NEWEST_FIRST))
  const shopName = shop.name
  usePageTitle(t`Cửa hàng ${shopName}`)
  const roots = (categories.data ?? []).filter((category) => category.parent_id === null)
  return (
    <div className={styles.layout} data-testid="market-home">
      <aside>
        <nav aria-label={t`Danh mục ${shopName}`}>
          {/* Offline without a saved copy the list below says so; the side list stays empty. */}
          {categories.isPending && !isOfflineGap(categories) ? (
            <Skeleton height="12em" />
          ) : (
            <ul className={styles.sideList}>
              {roots.map((category) => (
                <li key={category.id}>
                  <HrefLink href={hrefWith(marketPaths.list(shop), { category_id: category.id })} className={styles.sideLink}>
                    {category.name}
                  </HrefLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
      </aside>
      <section className={styles.main} aria-labelledby="market-home-heading">
        <div className={styles.shopHeader}>
          <Button variant="ghost" onClick={() => router.history.back()}>
            <Trans>← Quay lại</Trans>
          </Button>
          <img src={marketLogoUrl(shop)} alt="" className={styles.logo} width={56} height={56} />
          <h1 id="market-home-heading" className={styles.heading}>
            {shopName}
          </h1>
        </div>
        <div className={styles.toolbar}>
          <HrefLink href={marketPaths.categories(shop)} className={styles.backLink}>
            <Trans>Tất cả danh mục</Trans>
          </HrefLink>
          <HrefLink href={marketPaths.list(shop)} className={styles.backLink}>
            <Trans>Xem tất cả sản phẩm</Trans>
          </HrefLink>
        </div>
        <h2 className={styles.sectionTitle}>
          <Trans>Sản phẩm nổi bật</Trans>
        </h2>
        <MarketGrid
          query={top}
          items={top.data?.items.slice(0, TOP_PRODUCTS)}
          skeletons={SKELETON_COUNT.affiliateHome}
          title={<Trans>Sản phẩm nổi bật</Trans>}
          empty={<Trans>Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn</Trans>}
        />
      </section>
    </div>
  )
}
