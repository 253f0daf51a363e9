import { useId, useState } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Category, ProductList } from '@shared/contracts/catalog'
import { IKOM_ID } from '@shared/shops/registry'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { usePageTitle } from '@client/app/use-page-title'
import {
  Alert,
  Button,
  EmptyState,
  Modal,
  OfflineUnavailable,
  Pagination,
  ProductCard,
  SkeletonGrid,
  isOfflineGap,
  visuallyHidden,
} from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { FilterSidebar } from './FilterSidebar'
import { ProductListTopBar, type FilterNames } from './ProductListTopBar'
import { listsProducts, originsQueryOptions, ownShop, productListQueryOptions, shopCategoriesQueryOptions } from './product-list-query'
import { productListHref, type ProductListSearch } from './product-list-search'
import * as styles from './product-list.css'

type ProductListPageProps = {
  /** The {shop_id} of /products/{shop_id} (ikom, awond or their ids); undefined on /products. */
  shopParam?: string
  search: ProductListSearch
}

function findCategoryName(tree: Category[] | undefined, id: number | undefined): string | undefined {
  if (!tree || id === undefined) return undefined
  for (const root of tree) {
    if (root.id === id) return root.name
    const child = root.children?.find((entry) => entry.id === id)
    if (child) return child.name
  }
  return undefined
}

type ResultsProps = {
  products: UseQueryResult<ProductList>
  search: ProductListSearch
  basePath: string
  onReset: () => void
  hasFilters: boolean
}

function Results({ products, search, basePath, onReset, hasFilters }: ResultsProps) {
  const rate = useExchangeRate()
  const listHeadingId = useId()
  const offlineGap = isOfflineGap(products)
  if (offlineGap) return <OfflineUnavailable />
  if (products.isPending) return <SkeletonGrid count={SKELETON_COUNT.ownList} />
  if (products.isError) {
    return (
      <div className={styles.errorBox}>
        <Alert variant="danger">
          <Trans>Không tải được danh sách sản phẩm.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void products.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  const list = products.data
  const pagination = (
    <Pagination
      currentPage={list.current_page}
      lastPage={list.last_page}
      getHref={(page) => productListHref(basePath, { ...search, page })}
    />
  )
  if (list.data.length === 0) {
    return (
      <div className={styles.emptyBox} data-testid="product-list-empty">
        <EmptyState message={<Trans>Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn</Trans>} />
        {hasFilters && (
          <Button variant="outline" onClick={onReset}>
            <Trans>Xoá bộ lọc</Trans>
          </Button>
        )}
        {list.total > 0 && pagination}
      </div>
    )
  }
  return (
    <>
      <h2 id={listHeadingId} className={visuallyHidden}>
        <Trans>Danh sách sản phẩm</Trans>
      </h2>
      <ul className={styles.grid} aria-labelledby={listHeadingId} data-testid="product-list" aria-busy={products.isFetching || undefined}>
        {list.data.map((product, position) => (
          <li key={product.id} className={styles.gridItem}>
            <ProductCard product={product} rate={rate} priority={position < 2} />
          </li>
        ))}
      </ul>
      {pagination}
    </>
  )
}

/**
 * /products and /products/{shop}: filter sidebar, top bar, 12 skeleton cards, the list and its pages
 * (spec §2). Its queries are the ones ensureProductListData loads for the routes' loaders.
 */
export function ProductListPage({ shopParam, search }: ProductListPageProps) {
  const { t } = useLingui()
  const router = useRouter()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const shop = ownShop(shopParam)
  const basePath = shopParam === undefined ? '/products' : `/products/${encodeURIComponent(shopParam)}`
  const showCategories = shop?.id === IKOM_ID
  const categories = useQuery({ ...shopCategoriesQueryOptions(shop?.path ?? ''), enabled: shop !== undefined })
  const origins = useQuery(originsQueryOptions())
  const products = useQuery({
    ...productListQueryOptions({ ...search, supplierId: shop?.id }),
    enabled: listsProducts(shopParam),
  })

  const keyword = search.search?.trim()
  const shopName = shop?.name ?? ''
  const heading = keyword ? t`Kết quả tìm kiếm: ${keyword}` : shop ? t`Sản phẩm ${shopName}` : t`Sản phẩm`
  usePageTitle(shopParam !== undefined && !shop ? t`Không tìm thấy cửa hàng` : heading)

  if (shopParam !== undefined && !shop) {
    return (
      <section className={styles.emptyBox} data-testid="shop-not-found">
        <h1 className={styles.heading}>
          <Trans>Không tìm thấy cửa hàng</Trans>
        </h1>
        <p>
          <Trans>Xin lỗi, hiện không tìm thấy nhà cung cấp này</Trans>
        </p>
      </section>
    )
  }

  const go = (next: ProductListSearch) => router.history.push(productListHref(basePath, next))
  const hasFilters = Boolean(keyword) || search.category !== undefined || search.origin !== undefined || search.price !== undefined
  const names: FilterNames = {
    category: findCategoryName(categories.data, search.category),
    origin: origins.data?.find((origin) => origin.id === search.origin)?.name,
  }
  // Offline without a saved copy: the sidebar keeps "all" and no placeholder that would never fill.
  const tree = showCategories ? (categories.data ?? (isOfflineGap(categories) ? [] : null)) : undefined

  return (
    <div className={styles.layout} data-testid="product-list-page">
      <aside className={styles.inlineSidebar}>
        <FilterSidebar basePath={basePath} search={search} categories={tree} />
      </aside>
      <Modal open={filtersOpen} onOpenChange={setFiltersOpen} title={<Trans>Bộ lọc</Trans>}>
        <FilterSidebar basePath={basePath} search={search} categories={tree} onChosen={() => setFiltersOpen(false)} />
      </Modal>
      <section className={styles.main} aria-labelledby="product-list-heading">
        <h1 id="product-list-heading" className={styles.heading}>
          {heading}
        </h1>
        <ProductListTopBar
          search={search}
          total={products.data?.total ?? (isOfflineGap(products) ? null : undefined)}
          names={names}
          onSearchChange={go}
          onOpenFilters={() => setFiltersOpen(true)}
        />
        <Results
          products={products}
          search={search}
          basePath={basePath}
          hasFilters={hasFilters}
          onReset={() => go({ sort: search.sort })}
        />
      </section>
    </div>
  )
}
