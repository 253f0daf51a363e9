import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { findShop } from '@shared/shops/registry'
import { HrefLink } from '@client/app/HrefLink'
import { MarketGrid } from './MarketGrid'
import { marketSearchQueryOptions } from './market-query'
import { hrefWith } from './search-params'
import * as styles from './other-market.css'

/** How many market cards the "all" search shows under our own shops' results. */
const SHOWN = 6

/** The other markets and Ecoring: not our own shops, whose results the page lists above. */
const isMarket = (shopId: number) => {
  const kind = findShop(shopId)?.kind
  return kind === 'market' || kind === 'auction-house'
}

/**
 * The header search's "all" scope (issue 13): under our own shops' results, what the other markets
 * have for the same words — the most relevant few, a chip per market, and the way to all of them.
 * Asked for in the browser once the page is there: the server-rendered list never waits for it.
 */
export function MarketMatches({ text }: { text: string }) {
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const results = useQuery({ ...marketSearchQueryOptions({ search: text }), enabled: inBrowser && text !== '' })
  const cards = results.data?.data.filter((card) => isMarket(card.supplier_id)).slice(0, SHOWN)
  const counts = results.data?.counts.filter((count) => isMarket(count.shop_id) && count.count > 0) ?? []
  const total = counts.reduce((sum, count) => sum + count.count, 0)
  if (!inBrowser || !text || (results.data && total === 0) || results.isError) return null
  const searchHref = (shop?: string) => hrefWith('/other-market/search', { search: text, shop })
  return (
    <section className={styles.page} aria-labelledby="market-matches-title" data-testid="market-matches">
      <h2 id="market-matches-title" className={styles.heading}>
        <Trans>Trên các sàn Nhật khác</Trans>
      </h2>
      {counts.length > 0 && (
        <ul className={styles.chips}>
          {counts.map((count) => (
            <li key={count.shop_id}>
              <HrefLink href={searchHref(count.path)} className={styles.chip}>
                <img src={count.logo} alt="" className={styles.chipLogo} />
                {count.name} ({count.count})
              </HrefLink>
            </li>
          ))}
        </ul>
      )}
      <MarketGrid
        query={results}
        items={cards}
        skeletons={SHOWN}
        title={<Trans>Sản phẩm trên các sàn khác</Trans>}
        empty={<Trans>Không tìm thấy sản phẩm nào</Trans>}
        showMarket
      />
      {total > 0 && (
        <HrefLink href={searchHref()} className={styles.backLink}>
          <Trans>Xem tất cả {total} sản phẩm trên các sàn</Trans>
        </HrefLink>
      )}
    </section>
  )
}
