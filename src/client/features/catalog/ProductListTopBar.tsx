import { useId } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatCount } from '@shared/money/numbers'
import { findPriceBand, priceBandLabel } from '@shared/catalog/price-bands'
import { DEFAULT_PRODUCT_SORT, SORT_OPTIONS, isProductSort } from '@shared/catalog/sort-options'
import type { Locale } from '@shared/i18n/locales'
import { formatYen } from '@shared/money/money'
import { Button, FilterTags, Skeleton } from '@client/ui'
import { priceRange } from './product-list-query'
import { withFilters, type ProductListFilterKey, type ProductListSearch } from './product-list-search'
import * as styles from './product-list.css'

export type FilterNames = { category?: string; origin?: string }

type ProductListTopBarProps = {
  search: ProductListSearch
  /** Total matching products; undefined while loading, null offline without a saved copy (no count, no placeholder). */
  total: number | null | undefined
  names: FilterNames
  onSearchChange: (next: ProductListSearch) => void
  onOpenFilters: () => void
}

type Tag = { key: ProductListFilterKey; label: string }

function useFilterTags(search: ProductListSearch, names: FilterNames): Tag[] {
  const { t, i18n } = useLingui()
  const tags: Tag[] = []
  const keyword = search.search?.trim()
  if (keyword) tags.push({ key: 'search', label: t`Từ khoá: ${keyword}` })
  if (search.category !== undefined) {
    const id = search.category
    tags.push({ key: 'category', label: names.category ?? t`Danh mục #${id}` })
  }
  if (search.price) {
    const band = findPriceBand(search.price)
    const range = priceRange(search.price)
    const label = band
      ? priceBandLabel(band, i18n.locale as Locale)
      : range
        ? `${formatYen(range[0])} – ${formatYen(range[1])}`
        : search.price
    tags.push({ key: 'price', label })
  }
  if (search.origin !== undefined) {
    const id = search.origin
    tags.push({ key: 'origin', label: names.origin ?? t`Xuất xứ #${id}` })
  }
  return tags
}

/** Result count, sort menu, the phone's Filter button and the removable tags of the active filters. */
export function ProductListTopBar({ search, total, names, onSearchChange, onOpenFilters }: ProductListTopBarProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const sortId = useId()
  const tags = useFilterTags(search, names)
  const sort = search.sort ?? DEFAULT_PRODUCT_SORT

  return (
    <div className={styles.topBar} data-testid="product-list-top-bar">
      <div className={styles.topRow}>
        <p className={styles.count} role="status">
          {total === undefined ? <Skeleton width={120} height="1em" /> : total !== null && <ProductCount total={total} />}
        </p>
        <Button variant="outline" size="sm" className={styles.filterButton} onClick={onOpenFilters}>
          <Trans>Bộ lọc</Trans>
          {tags.length > 0 && ` (${tags.length})`}
        </Button>
        <div className={styles.sortGroup}>
          <label htmlFor={sortId} className={styles.sortLabel}>
            <Trans>Sắp xếp</Trans>
          </label>
          <select
            id={sortId}
            className={styles.sortSelect}
            value={sort}
            onChange={(event) => {
              const value = event.target.value
              if (!isProductSort(value)) return
              onSearchChange({ ...search, sort: value === DEFAULT_PRODUCT_SORT ? undefined : value, page: undefined })
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value} disabled={option.coming_soon}>
                {option.coming_soon ? t`${option.label[locale]} (sắp ra mắt)` : option.label[locale]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FilterTags
        tags={tags}
        onRemove={(key) => onSearchChange(withFilters(search, { [key as ProductListFilterKey]: undefined }))}
        onClearAll={() => onSearchChange({ sort: search.sort })}
      />
    </div>
  )
}

/** "1,234 sản phẩm": the count written as every number is (shared/money), in the page's plural form. */
function ProductCount({ total }: { total: number }) {
  const count = formatCount(total)
  return <Plural value={total} one={`${count} sản phẩm`} other={`${count} sản phẩm`} />
}
