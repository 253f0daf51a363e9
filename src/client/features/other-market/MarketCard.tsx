import { Trans, useLingui } from '@lingui/react/macro'
import type { MarketProductCard } from '@shared/contracts/market'
import { findShop } from '@shared/shops/registry'
import { formatDateTime } from '@shared/time'
import { HrefLink } from '@client/app/HrefLink'
import { Price, cx } from '@client/ui'
import { marketLogoUrl } from './markets'
import * as styles from './other-market.css'

type MarketCardProps = {
  card: MarketProductCard
  rate: number | undefined
  /** Label the card with its market (the cross-shop search). */
  showMarket?: boolean
  /** A tile at the top of the first screen: its image loads eagerly. */
  priority?: boolean
}

function StatusLabel({ status }: { status: MarketProductCard['sale_status'] }) {
  if (status === 'sold_out')
    return (
      <span className={styles.status} data-testid="market-card-status">
        <Trans>Hết hàng</Trans>
      </span>
    )
  if (status === 'ended')
    return (
      <span className={styles.status} data-testid="market-card-status">
        <Trans>Đã kết thúc</Trans>
      </span>
    )
  return null
}

function MarketLabel({ card }: { card: MarketProductCard }) {
  const shop = findShop(card.supplier_id)
  return (
    <span className={styles.marketLabel} data-testid="market-card-market">
      {shop && <img src={marketLogoUrl(shop)} alt="" width={14} height={14} />}
      {card.supplier_name}
    </span>
  )
}

/** A market listing's tile (spec §3 Market product card): picture, name, condition or brand, auction facts, price in dong and yen. */
export function MarketCard({ card, rate, showMarket = false, priority = false }: MarketCardProps) {
  const { t } = useLingui()
  const unavailable = card.sale_status !== 'on_sale'
  const discounted = card.discount.percent > 0
  const bids = card.bid_count ?? 0
  const ends = card.end_time === null ? '' : formatDateTime(card.end_time)
  return (
    <article className={styles.card} data-testid="market-card" data-item-ref={card.item_ref} data-shop-id={card.supplier_id}>
      <HrefLink href={card.path} className={styles.cardLink}>
        <div className={styles.imageBox}>
          <img
            src={card.image_uri}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            className={cx(styles.image, unavailable && styles.imageDimmed)}
          />
          {discounted && <span className={styles.badge}>-{card.discount.percent}%</span>}
          <StatusLabel status={card.sale_status} />
        </div>
        <h3 className={styles.cardName}>{card.name}</h3>
      </HrefLink>
      {showMarket && <MarketLabel card={card} />}
      <p className={styles.cardMeta}>
        {card.label && <span>{card.label}</span>}
        {card.end_time !== null && (
          <span data-testid="market-card-auction">
            {t`${bids} lượt đấu`} · {t`Kết thúc ${ends}`}
          </span>
        )}
      </p>
      <div className={styles.cardPrice}>
        {card.price > 0 ? (
          <Price yen={card.price} rate={rate} initialYen={discounted ? card.initial_price : undefined} />
        ) : (
          <span className={styles.muted}>
            <Trans>Chưa cập nhật giá</Trans>
          </span>
        )}
      </div>
    </article>
  )
}
