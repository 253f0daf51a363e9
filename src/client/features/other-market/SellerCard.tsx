import { Trans } from '@lingui/react/macro'
import type { MarketSeller } from '@shared/contracts/market'
import { HrefLink } from '@client/app/HrefLink'
import * as styles from './other-market.css'

/** Spec §3 Seller: picture, name, verified badge, rating x/max and reviews; links to the seller's shop when given. */
export function SellerCard({ seller, href }: { seller: MarketSeller; href?: string }) {
  const ratio = seller.rate.ratio
  const max = seller.rate.max_ratio
  const { good, normal, bad, good_rate_percent: percent } = seller
  const name = <p className={styles.sellerName}>{seller.name}</p>
  return (
    <div className={styles.sellerCard}>
      {seller.image_uri && <img src={seller.image_uri} alt="" className={styles.sellerImage} width={56} height={56} />}
      <div>
        {href ? <HrefLink href={href}>{name}</HrefLink> : name}
        {seller.identity_verification && (
          <span className={styles.verified}>
            <Trans>Đã xác minh danh tính</Trans>
          </span>
        )}
        <p className={styles.muted}>
          <Trans>
            Đánh giá {ratio}/{max} · Tốt {good} · Bình thường {normal} · Kém {bad} ({percent}% hài lòng)
          </Trans>
        </p>
      </div>
    </div>
  )
}
