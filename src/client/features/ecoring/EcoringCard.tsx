import { Trans } from '@lingui/react/macro'
import type { EcoringProduct } from '@shared/auctions/contracts'
import { HrefLink } from '@client/app/HrefLink'
import { Price } from '@client/ui'
import { Countdown } from '@client/features/auctions'
import type { EcoringListKind } from './ecoring-query'
import { ecoringDetailHref } from './ecoring-search'
import * as styles from './ecoring.css'

type EcoringCardProps = { lot: EcoringProduct; kind: EcoringListKind; rate: number | undefined; priority: boolean }

/** A lot's tile: picture, brand, rank, name (to the detail), price in dong, note, countdown when it has an end. */
export function EcoringCard({ lot, kind, rate, priority }: EcoringCardProps) {
  const href = ecoringDetailHref(kind, lot.id)
  return (
    <article className={styles.card} data-testid="ecoring-card">
      <img src={lot.image_uri} alt="" className={styles.cardImage} loading={priority ? 'eager' : 'lazy'} decoding="async" />
      {lot.brand?.name && <p className={styles.brand}>{lot.brand.name}</p>}
      {lot.rank && (
        <span className={styles.rank}>
          <Trans>Hạng {lot.rank}</Trans>
        </span>
      )}
      <HrefLink href={href} className={styles.cardLink}>
        {lot.name}
      </HrefLink>
      {lot.price !== null && lot.price > 0 ? (
        <Price yen={lot.price} rate={rate} showYen={false} className={styles.price} />
      ) : (
        <span className={styles.note}>
          <Trans>Chưa cập nhật giá</Trans>
        </span>
      )}
      {lot.note && <p className={styles.note}>{lot.note}</p>}
      {lot.end_time !== null && <Countdown endTime={lot.end_time} className={styles.countdown} />}
    </article>
  )
}
