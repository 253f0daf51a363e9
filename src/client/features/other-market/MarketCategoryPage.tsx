import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MarketCategory } from '@shared/contracts/market'
import type { ShopEntry } from '@shared/shops/registry'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { CategoryTiles } from './CategoryTiles'
import { MarketNotFound } from './MarketNotFound'
import { marketCategoriesQueryOptions } from './market-query'
import { marketBannerUrl, marketLogoUrl, marketOf, marketPaths } from './markets'
import { hrefWith } from './search-params'
import * as styles from './other-market.css'

/**
 * /other-market/{shop} and /other-market/rakuma (spec §2 Other-market category page): the market's
 * logo, banner and categories; a category with sub-categories drills down (?parent=), a leaf opens the list.
 */
export function MarketCategoryPage({ shopParam, parent }: { shopParam: string; parent: string | undefined }) {
  const shop = marketOf(shopParam)
  if (!shop) return <MarketNotFound />
  return <Categories shop={shop} parent={parent} />
}

function Categories({ shop, parent }: { shop: ShopEntry; parent: string | undefined }) {
  const { t } = useLingui()
  const categories = useQuery(marketCategoriesQueryOptions(shop.path))
  const current = categories.data?.find((category) => category.id === parent)
  const shopName = shop.name
  const currentName = current?.name
  usePageTitle(currentName ? t`${shopName}: ${currentName}` : t`Danh mục ${shopName}`)
  const shown = (categories.data ?? []).filter((category) => category.parent_id === (current?.id ?? null))
  const href = (category: MarketCategory) =>
    category.is_leaf
      ? hrefWith(marketPaths.list(shop), { category_id: category.id })
      : hrefWith(marketPaths.categories(shop), { parent: category.id })
  const up = current?.parent_id ? hrefWith(marketPaths.categories(shop), { parent: current.parent_id }) : marketPaths.categories(shop)
  return (
    <section className={styles.page} data-testid="market-category-page">
      <div className={styles.shopHeader}>
        <img src={marketLogoUrl(shop)} alt="" className={styles.logo} width={56} height={56} />
        <h1 className={styles.heading}>{currentName ?? t`Danh mục ${shopName}`}</h1>
      </div>
      {!current && <img src={marketBannerUrl(shop)} alt="" className={styles.banner} width={1200} height={400} />}
      {current && (
        <div className={styles.toolbar}>
          <HrefLink href={up} className={styles.backLink}>
            <Trans>← Quay lại</Trans>
          </HrefLink>
          <HrefLink href={hrefWith(marketPaths.list(shop), { category_id: current.id })} className={styles.backLink}>
            <Trans>Xem tất cả sản phẩm {currentName}</Trans>
          </HrefLink>
        </div>
      )}
      {isOfflineGap(categories) ? <OfflineUnavailable /> : categories.isPending && <Skeleton height="8em" />}
      {categories.isError && !isOfflineGap(categories) && (
        <Alert variant="danger">
          <Trans>Xin lỗi, hiện không tìm thấy nhà cung cấp này</Trans>
        </Alert>
      )}
      {categories.data && <CategoryTiles categories={shown} href={href} />}
    </section>
  )
}
