import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { MarketProductCard } from '@shared/contracts/market'
import type { FetchStatus } from '@tanstack/react-query'
import { Alert, Button, OfflineUnavailable, SkeletonGrid, isOfflineGap, visuallyHidden } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import { MarketCard } from './MarketCard'
import * as styles from './other-market.css'

type Loaded = {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
  data: unknown
  status: 'pending' | 'error' | 'success'
  fetchStatus: FetchStatus
}

type MarketGridProps = {
  query: Loaded
  items: readonly MarketProductCard[] | undefined
  /** Spec §9: 8 on a market list, 10 on the search and a seller's shop, 12 on a shop's home. */
  skeletons: number
  title: ReactNode
  /** What an empty page says (an alert). */
  empty: ReactNode
  showMarket?: boolean
}

/** Market cards in the product grid, with the loading skeletons (offline without a saved copy: says so), the not-found alert and a retry on failure. */
export function MarketGrid({ query, items, skeletons, title, empty, showMarket }: MarketGridProps) {
  const rate = useExchangeRate()
  if (isOfflineGap(query)) return <OfflineUnavailable />
  if (query.isPending) return <SkeletonGrid count={skeletons} />
  if (query.isError || !items) {
    return (
      <div className={styles.main}>
        <Alert variant="danger">
          <Trans>Xin lỗi, hiện không tìm thấy nhà cung cấp này</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void query.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  if (items.length === 0) {
    return (
      <div data-testid="market-list-empty">
        <Alert variant="warning">{empty}</Alert>
      </div>
    )
  }
  return (
    <>
      <h2 className={visuallyHidden}>{title}</h2>
      <ul className={styles.grid} data-testid="market-list" aria-busy={query.isFetching || undefined}>
        {items.map((card, position) => (
          <li key={`${card.supplier_id}/${card.item_ref}`} className={styles.gridItem}>
            <MarketCard card={card} rate={rate} showMarket={showMarket} priority={position < 2} />
          </li>
        ))}
      </ul>
    </>
  )
}
