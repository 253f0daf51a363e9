import { useId } from 'react'
import { Trans } from '@lingui/react/macro'
import { depositHoldVnd } from '@shared/auctions/deposit'
import { type LotCostFacts, lotCost } from '@shared/auctions/lot-cost'
import { formatDong, formatYen } from '@shared/money/money'
import { DEFAULT_ITEM_WEIGHT_GRAMS } from '@shared/orders/totals'
import * as styles from './auctions.css'

type LotCostSummaryProps = {
  /** The bid's amount in yen: what the cost is shown for. */
  amount: number
  facts: LotCostFacts
  /** Today's JPY→VND rate (nothing is shown until it is known). */
  rate: number | undefined
  /** AUCTION_DEPOSIT_PERCENT: what leading with this maximum holds from the wallet (nothing shown when 0 or unknown). */
  depositPercent?: number
}

/** The full cost of winning at `amount`, before bidding: lot with tax, service fee, shipping in Japan, freight, total in dong. */
export function LotCostSummary({ amount, facts, rate, depositPercent = 0 }: LotCostSummaryProps) {
  const titleId = useId()
  if (rate === undefined || amount <= 0) return null
  const cost = lotCost(amount, facts, rate)
  // An unknown weight is estimated at the default and marked with a question mark.
  const weight =
    facts.weightGrams === null
      ? `${DEFAULT_ITEM_WEIGHT_GRAMS / 1000}?`
      : (facts.weightGrams / 1000).toLocaleString('en-GB', { maximumFractionDigits: 2 })
  return (
    <div data-testid="lot-cost">
      <p id={titleId} className={styles.hint}>
        <Trans>Nếu thắng ở {formatYen(amount)}:</Trans>
      </p>
      <dl className={styles.costList} aria-labelledby={titleId}>
        <dt>
          <Trans>Giá lô + thuế 10%</Trans>
        </dt>
        <dd>{formatYen(cost.lotYen)}</dd>
        <dt>
          <Trans>Phí dịch vụ</Trans>
        </dt>
        <dd>{formatYen(cost.serviceFeeYen)}</dd>
        {cost.domesticShippingYen > 0 && (
          <>
            <dt>
              <Trans>Ship nội địa Nhật (ước tính)</Trans>
            </dt>
            <dd>{formatYen(cost.domesticShippingYen)}</dd>
          </>
        )}
        <dt>
          <Trans>Tiền hàng (tỷ giá hôm nay)</Trans>
        </dt>
        <dd>{formatDong(cost.goodsVnd)}</dd>
        <dt>
          <Trans>Cước quốc tế ({weight} kg)</Trans>
        </dt>
        <dd>
          <Trans>
            bay {formatDong(cost.freightVnd.air)} · biển {formatDong(cost.freightVnd.sea)}
          </Trans>
        </dd>
        <dt className={styles.costTotal}>
          <Trans>Tổng (đường bay)</Trans>
        </dt>
        <dd className={styles.costTotal}>{formatDong(cost.totalVnd)}</dd>
        {depositPercent > 0 && (
          <>
            <dt>
              <Trans>Cọc giữ trong ví khi dẫn đầu ({depositPercent}%)</Trans>
            </dt>
            <dd>{formatDong(depositHoldVnd(amount, depositPercent, rate))}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
