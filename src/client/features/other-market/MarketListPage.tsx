import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MarketSort } from '@shared/markets/listing-facts'
import type { ShopEntry } from '@shared/shops/registry'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Button, FilterTags, Modal, cx } from '@client/ui'
import { MarketFilterPanel, useMarketFilterTags, withoutMarketFilter } from './MarketFilterPanel'
import { MarketGrid } from './MarketGrid'
import { MarketNotFound } from './MarketNotFound'
import { SimplePager } from './SimplePager'
import { marketCategoriesQueryOptions, marketFiltersQueryOptions, marketListQueryOptions } from './market-query'
import { marketLogoUrl, marketOf, marketPaths } from './markets'
import { hrefWith, type OtherMarketListSearch, textOf } from './search-params'
import * as styles from './other-market.css'

const listHref = (shop: ShopEntry, search: OtherMarketListSearch) => hrefWith(marketPaths.list(shop), search)

function SortSelect({ value, onChange }: { value: MarketSort | undefined; onChange: (sort: MarketSort | undefined) => void }) {
  const { t } = useLingui()
  return (
    <select
      className={styles.select}
      aria-label={t`Sắp xếp`}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as MarketSort | undefined)}
      data-testid="market-sort"
    >
      <option value="">{t`Mặc định`}</option>
      <option value="price_asc">{t`Giá tăng dần`}</option>
      <option value="price_desc">{t`Giá giảm dần`}</option>
    </select>
  )
}

/** /other-market/products/{shop}: filter panel, sort, the category's sub-categories, 8 skeleton cards, the list and previous/next (spec §2). */
export function MarketListPage({ shopParam, search }: { shopParam: string; search: OtherMarketListSearch }) {
  const shop = marketOf(shopParam)
  if (!shop) return <MarketNotFound />
  return <MarketList shop={shop} search={search} />
}

function MarketList({ shop, search }: { shop: ShopEntry; search: OtherMarketListSearch }) {
  const { t } = useLingui()
  const router = useRouter()
  const [filtersOpen, setFiltersOpen] = useState(false)
  const list = useQuery(marketListQueryOptions(shop.path, search))
  const categories = useQuery(marketCategoriesQueryOptions(shop.path))
  const filters = useQuery(marketFiltersQueryOptions())
  const category = categories.data?.find((entry) => entry.id === textOf(search.category_id))
  const keyword = textOf(search.search)?.trim()
  const shopName = shop.name
  const categoryName = category?.name
  const heading = keyword ? t`Kết quả tìm kiếm: ${keyword}` : categoryName ? t`${shopName}: ${categoryName}` : t`Sản phẩm ${shopName}`
  usePageTitle(heading)

  const go = (next: OtherMarketListSearch) => router.history.push(listHref(shop, next))
  // The dialog stays open: several options are often chosen at once.
  const setFilters = (value: string | undefined) => go({ ...search, filters: value, page: undefined })
  const groups = filters.data?.[shop.path] ?? []
  const panel = <MarketFilterPanel groups={groups} value={search.filters} onChange={setFilters} />
  const tags = useMarketFilterTags(groups, search.filters)
  const page = search.page ?? 1
  return (
    <div className={styles.layout} data-testid="market-list-page">
      <aside className={styles.inlineSidebar}>{panel}</aside>
      <Modal open={filtersOpen} onOpenChange={setFiltersOpen} title={<Trans>Bộ lọc</Trans>}>
        {panel}
        <Button fullWidth onClick={() => setFiltersOpen(false)}>
          <Trans>Xem kết quả</Trans>
        </Button>
      </Modal>
      <section className={styles.main} aria-labelledby="market-list-heading">
        <div className={styles.shopHeader}>
          <img src={marketLogoUrl(shop)} alt="" className={styles.logo} width={56} height={56} />
          <h1 id="market-list-heading" className={styles.heading}>
            {heading}
          </h1>
        </div>
        {list.data && list.data.sub_categories.length > 0 && (
          <ul className={styles.chips} aria-label={t`Danh mục con`}>
            {list.data.sub_categories.map((child) => (
              <li key={child.id}>
                <HrefLink href={listHref(shop, { category_id: child.id })} className={styles.chip}>
                  {child.name}
                </HrefLink>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.toolbar}>
          <SortSelect value={search.sort} onChange={(sort) => go({ ...search, sort, page: undefined })} />
          {groups.length > 0 && (
            <Button
              variant="outline"
              className={styles.inlineToggle}
              onClick={() => setFiltersOpen(true)}
              data-testid="open-market-filters"
            >
              <Trans>Bộ lọc</Trans>
              {tags.length > 0 && ` (${tags.length})`}
            </Button>
          )}
          {keyword && (
            <HrefLink
              href={listHref(shop, { ...search, search: undefined, page: undefined })}
              className={cx(styles.chip, styles.chipActive)}
            >
              <Trans>Bỏ tìm “{keyword}”</Trans>
            </HrefLink>
          )}
        </div>
        <FilterTags
          tags={tags}
          onRemove={(key) => setFilters(withoutMarketFilter(search.filters, key))}
          onClearAll={() => setFilters(undefined)}
        />
        <MarketGrid
          query={list}
          items={list.data?.items}
          skeletons={SKELETON_COUNT.otherMarketList}
          title={<Trans>Danh sách sản phẩm</Trans>}
          empty={<Trans>Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn</Trans>}
        />
        {list.data && (
          <SimplePager
            page={page}
            hasNext={list.data.pagination.is_allow_next}
            href={(next) => listHref(shop, { ...search, page: next })}
          />
        )}
      </section>
    </div>
  )
}
