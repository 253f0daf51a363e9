import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { PRICE_BANDS, priceBandLabel, priceBandValue } from '@shared/catalog/price-bands'
import type { Category } from '@shared/contracts/catalog'
import type { Locale } from '@shared/i18n/locales'
import { HrefLink } from '@client/app/HrefLink'
import { Skeleton, isOfflineGap } from '@client/ui'
import { originsQueryOptions } from './product-list-query'
import { productListHref, withFilters, type ProductListSearch } from './product-list-search'
import * as styles from './product-list.css'

type FilterSidebarProps = {
  basePath: string
  search: ProductListSearch
  /** The category tree (ikom only); undefined hides the group, null shows it loading. */
  categories: Category[] | null | undefined
  /** Called after an option is chosen (the phone dialog closes). */
  onChosen?: () => void
}

type OptionProps = { href: string; selected: boolean; children: ReactNode; onChosen?: () => void; className?: string }

function Option({ href, selected, children, onChosen, className }: OptionProps) {
  return (
    <HrefLink
      href={href}
      className={className ? `${styles.option} ${className}` : styles.option}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onChosen?.()}
    >
      <span className={styles.mark} aria-hidden="true" />
      <span>{children}</span>
    </HrefLink>
  )
}

/** Only the chosen branch shows its sub-categories: a root lists its whole branch, then narrows down. */
function branchOpen(root: Category, selected: number | undefined): boolean {
  return selected !== undefined && (root.id === selected || Boolean(root.children?.some((child) => child.id === selected)))
}

function LoadingOptions() {
  return (
    <li aria-hidden="true">
      <Skeleton height={32} />
    </li>
  )
}

/** Category tree, price bands and origins; every option is a link to the filtered list (page 1). */
export function FilterSidebar({ basePath, search, categories, onChosen }: FilterSidebarProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale as Locale
  const origins = useQuery(originsQueryOptions())
  const href = (patch: Parameters<typeof withFilters>[1]) => productListHref(basePath, withFilters(search, patch))

  return (
    <nav className={styles.sidebar} aria-label={t`Bộ lọc sản phẩm`} data-testid="filter-sidebar">
      {categories !== undefined && (
        <section className={styles.group}>
          <h2 className={styles.groupTitle}>
            <Trans>Danh mục</Trans>
          </h2>
          <ul className={styles.optionList}>
            <li>
              <Option href={href({ category: undefined })} selected={search.category === undefined} onChosen={onChosen}>
                <Trans>Tất cả danh mục</Trans>
              </Option>
            </li>
            {categories === null && <LoadingOptions />}
            {categories?.map((root) => (
              <li key={root.id}>
                <Option
                  href={href({ category: root.id })}
                  selected={search.category === root.id}
                  onChosen={onChosen}
                  className={styles.rootOption}
                >
                  {root.name}
                </Option>
                {root.children && root.children.length > 0 && branchOpen(root, search.category) && (
                  <ul className={styles.childList}>
                    {root.children.map((child) => (
                      <li key={child.id}>
                        <Option href={href({ category: child.id })} selected={search.category === child.id} onChosen={onChosen}>
                          {child.name}
                        </Option>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>
          <Trans>Khoảng giá</Trans>
        </h2>
        <ul className={styles.optionList} data-testid="filter-prices">
          <li>
            <Option href={href({ price: undefined })} selected={search.price === undefined} onChosen={onChosen}>
              <Trans>Mọi mức giá</Trans>
            </Option>
          </li>
          {PRICE_BANDS.map((band) => {
            const value = priceBandValue(band)
            return (
              <li key={value}>
                <Option href={href({ price: value })} selected={search.price === value} onChosen={onChosen}>
                  {priceBandLabel(band, locale)}
                </Option>
              </li>
            )
          })}
        </ul>
      </section>

      <section className={styles.group}>
        <h2 className={styles.groupTitle}>
          <Trans>Xuất xứ</Trans>
        </h2>
        <ul className={styles.optionList} data-testid="filter-origins">
          <li>
            <Option href={href({ origin: undefined })} selected={search.origin === undefined} onChosen={onChosen}>
              <Trans>Mọi xuất xứ</Trans>
            </Option>
          </li>
          {origins.isPending && !isOfflineGap(origins) && <LoadingOptions />}
          {origins.isError && (
            <li className={styles.count}>
              <Trans>Không tải được danh sách xuất xứ.</Trans>
            </li>
          )}
          {origins.data?.map((origin) => (
            <li key={origin.id}>
              <Option href={href({ origin: origin.id })} selected={search.origin === origin.id} onChosen={onChosen}>
                {origin.name}
              </Option>
            </li>
          ))}
        </ul>
      </section>
    </nav>
  )
}
