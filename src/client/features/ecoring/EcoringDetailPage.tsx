import { Fragment, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EcoringProduct } from '@shared/auctions/contracts'
import { isEcoringOpen } from '@shared/auctions/ecoring'
import { formatDateTimeSeconds } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, EmptyState, OfflineUnavailable, Price, ProductGallery, Skeleton, isOfflineGap } from '@client/ui'
import { Countdown, SignInToBid, useBidder, useNow, WatchButton } from '@client/features/auctions'
import { useExchangeRate } from '@client/features/rates'
import { EcoringBidForm } from './EcoringBidForm'
import type { EcoringDetailOption } from './ecoring-options'
import { ecoringDetailQueryOptions } from './ecoring-query'
import { ECORING_PATH, ecoringHref } from './ecoring-search'
import * as styles from './ecoring.css'

/** /other-market/ecoring/detail/{option}/{id}: one lot (spec §2 Ecoring detail). */
export function EcoringDetailPage({ option, id }: { option: EcoringDetailOption; id: string }) {
  const { t } = useLingui()
  const lot = useQuery(ecoringDetailQueryOptions(option, id))
  const notFound = lot.isError && isApiRequestError(lot.error) && lot.error.status === 404
  usePageTitle(lot.data?.name ?? (notFound ? t`Không tìm thấy sản phẩm` : t`Chi tiết đấu giá Ecoring`))
  if (notFound) {
    return (
      <div className={styles.page}>
        <EmptyState message={<Trans>Không tìm thấy sản phẩm</Trans>} />
        <HrefLink href={ECORING_PATH}>
          <Trans>Xem các sản phẩm khác</Trans>
        </HrefLink>
      </div>
    )
  }
  if (isOfflineGap(lot)) return <OfflineUnavailable />
  if (lot.isPending) return <DetailSkeleton />
  if (lot.isError) {
    return (
      <div className={styles.page}>
        <Alert variant="danger">
          <Trans>Không tải được sản phẩm.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void lot.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  return <LotView lot={lot.data} option={option} />
}

function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.top}>
        <Skeleton height="auto" className={styles.galleryImage} />
        <div className={styles.summary}>
          <Skeleton height="1.6em" />
          <Skeleton height="1.6em" width="60%" />
          <Skeleton height="3em" />
        </div>
      </div>
    </div>
  )
}

function LotView({ lot, option }: { lot: EcoringProduct; option: EcoringDetailOption }) {
  const rate = useExchangeRate()
  const images = lot.image_list.length > 0 ? lot.image_list : [lot.image_uri]
  return (
    <article className={styles.page} aria-labelledby="ecoring-lot-name" data-testid="ecoring-detail" data-option={option}>
      <HrefLink href={ecoringHref({ tab: option })}>
        <Trans>← Quay lại danh sách</Trans>
      </HrefLink>
      <div className={styles.top}>
        <ProductGallery images={images} name={lot.name} />
        <div className={styles.summary}>
          <h1 id="ecoring-lot-name" className={styles.name}>
            {lot.name}
          </h1>
          {lot.original_name !== lot.name && (
            <p className={styles.note} lang="ja" data-testid="ecoring-original-name">
              {lot.original_name}
            </p>
          )}
          {lot.price !== null && lot.price > 0 ? (
            <div data-testid="ecoring-start-price">
              <span className={styles.factLabel}>
                <Trans>Giá khởi điểm</Trans>
              </span>{' '}
              <Price yen={lot.price} rate={rate} className={styles.price} />
            </div>
          ) : (
            <p className={styles.noPrice}>
              <Trans>Chưa cập nhật giá</Trans>
            </p>
          )}
          <LotFacts lot={lot} option={option} />
          {option === 'timelimit' && <TimelimitBidding lot={lot} />}
        </div>
      </div>
      <section className={styles.section} aria-labelledby="ecoring-description">
        <h2 id="ecoring-description" className={styles.sectionTitle}>
          <Trans>Mô tả sản phẩm</Trans>
        </h2>
        <div
          className={styles.description}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Ecoring descriptions are sanitised by the server (description_html)
          dangerouslySetInnerHTML={{ __html: lot.description_html }}
          data-testid="ecoring-description"
        />
        {lot.original_description_text !== lot.description_text && (
          <details>
            <summary>
              <Trans>Bản gốc tiếng Nhật</Trans>
            </summary>
            <p className={styles.original} lang="ja" data-testid="ecoring-original-description">
              {lot.original_description_text}
            </p>
          </details>
        )}
      </section>
    </article>
  )
}

function LotFacts({ lot, option }: { lot: EcoringProduct; option: EcoringDetailOption }) {
  const { t } = useLingui()
  const rows: [string, string][] = []
  if (lot.brand) rows.push([t`Thương hiệu`, lot.brand.name])
  if (lot.categories.length > 0) rows.push([t`Danh mục`, lot.categories.map((category) => category.name).join(', ')])
  if (lot.rank) rows.push([t`Hạng`, lot.rank])
  if (option === 'preview' && lot.start_time !== null) rows.push([t`Bắt đầu`, formatDateTimeSeconds(lot.start_time)])
  if (option === 'timelimit' && lot.end_time !== null) rows.push([t`Kết thúc`, formatDateTimeSeconds(lot.end_time)])
  if (lot.note) rows.push([t`Ghi chú`, lot.note])
  return (
    <dl className={styles.facts} data-testid="ecoring-facts">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

/** Spec §4 Ecoring: a time-limit lot takes bids until its end time; then it says so and the form goes. */
function TimelimitBidding({ lot }: { lot: EcoringProduct }) {
  const rate = useExchangeRate()
  return (
    <>
      {lot.current_price !== null && (
        <p data-testid="ecoring-current-price">
          <span className={styles.factLabel}>
            <Trans>Giá cao nhất hiện tại</Trans>
          </span>{' '}
          <Price yen={lot.current_price} rate={rate} />
        </p>
      )}
      {lot.end_time !== null && <Countdown endTime={lot.end_time} className={styles.countdown} />}
      <OpenOnly endTime={lot.end_time}>
        <FollowLot lotId={lot.id} />
        <EcoringBidForm lot={lot} />
      </OpenOnly>
    </>
  )
}

/** A signed-in reader follows the open lot like a Yahoo Auction lot (the watch list, its "ending soon"); signed out, a sign-in link. */
function FollowLot({ lotId }: { lotId: string }) {
  const bidder = useBidder('ecoring')
  if (bidder.signedOut) return <SignInToBid watch />
  return bidder.signedIn ? <WatchButton auctionId={lotId} venue="ecoring" /> : null
}

function OpenOnly({ endTime, children }: { endTime: number | null; children: ReactNode }) {
  const now = useNow()
  return now > 0 && isEcoringOpen('timelimit', endTime, Math.floor(now / 1000)) ? children : null
}
