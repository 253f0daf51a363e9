import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { SEARCH_QUERY_MAX_LENGTH } from '@shared/catalog/search-query'
import type { MarketSearchSort } from '@shared/markets/listing-facts'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Pagination, cx } from '@client/ui'
import { MarketGrid } from './MarketGrid'
import { marketSearchQueryOptions } from './market-query'
import { hrefWith, type OtherMarketSearch, textOf } from './search-params'
import * as styles from './other-market.css'

const SEARCH_PATH = '/other-market/search'
const searchHref = (search: OtherMarketSearch) => hrefWith(SEARCH_PATH, search)

/**
 * /other-market/search (spec §2 Other-market search): our own shops, every market and Ecoring at
 * once, the most relevant first (or by price), 30 a page, 10 skeletons, the total and a chip per
 * shop to narrow down. Ended auctions show when asked for; a query too long to search whole is
 * searched by its beginning, and the page says so. The searched words never overflow the heading.
 */
export function MarketSearchPage({ search }: { search: OtherMarketSearch }) {
  const { t } = useLingui()
  const router = useRouter()
  const typed = textOf(search.search)?.trim() ?? ''
  const results = useQuery({ ...marketSearchQueryOptions(search), enabled: typed !== '' })
  const data = results.data
  // The words searched (without symbols, cut when too long) once the answer says.
  const text = data?.query || typed
  usePageTitle(text ? t`Kết quả tìm kiếm: ${text}` : t`Tìm kiếm trên các sàn`)
  const total = data?.total ?? 0
  return (
    <section className={styles.page} data-testid="market-search-page">
      <h1 className={styles.heading}>
        {text ? (
          <Trans>
            Kết quả tìm kiếm:{' '}
            <span className={styles.echoedQuery} title={text}>
              {text}
            </span>
          </Trans>
        ) : (
          <Trans>Tìm kiếm trên các sàn</Trans>
        )}
      </h1>
      {data?.query_cut && (
        <Alert variant="info">
          <Trans>Từ khoá quá dài: chỉ tìm theo {SEARCH_QUERY_MAX_LENGTH} ký tự đầu.</Trans>
        </Alert>
      )}
      {!typed && (
        <Alert variant="info">
          <Trans>Nhập từ khoá vào ô tìm kiếm để tìm trên tất cả các sàn.</Trans>
        </Alert>
      )}
      {data && (
        <div className={styles.toolbar}>
          <p className={styles.muted} data-testid="market-search-total">
            <Trans>{total} sản phẩm</Trans>
          </p>
          <select
            className={styles.select}
            aria-label={t`Sắp xếp`}
            value={search.sort ?? 'relevance'}
            onChange={(event) => {
              const sort = event.target.value as MarketSearchSort
              router.history.push(searchHref({ ...search, sort: sort === 'relevance' ? undefined : sort, page: undefined }))
            }}
            data-testid="market-search-sort"
          >
            <option value="relevance">{t`Phù hợp nhất`}</option>
            <option value="price_asc">{t`Giá tăng dần`}</option>
            <option value="price_desc">{t`Giá giảm dần`}</option>
          </select>
          <label className={styles.muted}>
            <input
              type="checkbox"
              checked={search.ended === '1'}
              onChange={(event) =>
                router.history.push(searchHref({ ...search, ended: event.target.checked ? '1' : undefined, page: undefined }))
              }
            />{' '}
            <Trans>Gồm đấu giá đã kết thúc</Trans>
          </label>
        </div>
      )}
      {data && data.counts.length > 0 && (
        <ul className={styles.chips} aria-label={t`Lọc theo sàn`} data-testid="market-chips">
          <li>
            <HrefLink
              href={searchHref({ ...search, shop: undefined, page: undefined })}
              className={cx(styles.chip, !search.shop && styles.chipActive)}
              aria-current={!search.shop ? 'true' : undefined}
            >
              <Trans>Tất cả</Trans>
            </HrefLink>
          </li>
          {data.counts.map((count) => {
            const active = search.shop === count.path
            return (
              <li key={count.shop_id}>
                <HrefLink
                  href={searchHref({ ...search, shop: count.path, page: undefined })}
                  className={cx(styles.chip, active && styles.chipActive)}
                  aria-current={active ? 'true' : undefined}
                >
                  <img src={count.logo} alt="" className={styles.chipLogo} />
                  {count.name} ({count.count})
                </HrefLink>
              </li>
            )
          })}
        </ul>
      )}
      {typed && (
        <MarketGrid
          query={results}
          items={data?.data}
          skeletons={SKELETON_COUNT.search}
          title={<Trans>Kết quả tìm kiếm</Trans>}
          empty={<Trans>Xin lỗi, chúng tôi không tìm thấy sản phẩm phù hợp với bộ lọc của bạn</Trans>}
          showMarket
        />
      )}
      {data && data.last_page > 1 && (
        <Pagination currentPage={data.page} lastPage={data.last_page} getHref={(page) => searchHref({ ...search, page })} />
      )}
    </section>
  )
}
