import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { marketItemRef, productPath } from '@shared/catalog/product-path'
import { callApi } from '@client/app/call-api'
import { HrefLink } from '@client/app/HrefLink'
import { currentLocale } from '@client/app/i18n'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import { MarketNotFound } from './MarketNotFound'
import { marketDetailQueryOptions, marketKeys } from './market-query'
import { marketOf } from './markets'
import * as styles from './other-market.css'

type TranslatePageProps = { shopParam: string; id: string; append: string | undefined }

/** /other-market/translate/{shop}/{id}: a bare window with the first picture and the description translated from Japanese. */
export function TranslatePage({ shopParam, id, append }: TranslatePageProps) {
  const shop = marketOf(shopParam)
  if (!shop) return <MarketNotFound />
  const itemRef = marketItemRef(id, append)
  return <Translation shopPath={shop.path} itemRef={itemRef} backHref={productPath(shop.id, itemRef)} />
}

/** The way back from the bare window: the item's page (opened in a new window, there is no history to go back to). */
function BackLink({ href }: { href: string }) {
  return (
    <HrefLink href={href} className={styles.backLink}>
      <Trans>← Quay lại sản phẩm</Trans>
    </HrefLink>
  )
}

function Translation({ shopPath, itemRef, backHref }: { shopPath: string; itemRef: string; backHref: string }) {
  const { t } = useLingui()
  const detail = useQuery(marketDetailQueryOptions(shopPath, itemRef))
  const original = detail.data?.original_description_text ?? ''
  const translated = useQuery({
    queryKey: [...marketKeys.detail(shopPath, itemRef), 'translated'],
    queryFn: () => callApi('POST /api/translate', { body: { text: original, target: currentLocale(), source: 'ja' }, waitForAuth: false }),
    enabled: original !== '',
    staleTime: Number.POSITIVE_INFINITY,
  })
  const name = detail.data?.name
  usePageTitle(name ? t`Bản dịch: ${name}` : t`Bản dịch sản phẩm`)
  if (isOfflineGap(detail)) {
    return (
      <div className={styles.translatePage}>
        <OfflineUnavailable headingLevel={1} />
      </div>
    )
  }
  if (detail.isError) {
    return (
      <div className={styles.translatePage}>
        <Alert variant="warning">
          <Trans>Không tìm thấy sản phẩm</Trans>
        </Alert>
        <BackLink href={backHref} />
      </div>
    )
  }
  // The provider's translation when it gave one; our own translation of the listing otherwise (offline, too).
  const text = translated.data?.translated ? translated.data.text : (detail.data?.description_text ?? '')
  const translating = translated.isPending && original !== '' && !isOfflineGap(translated)
  return (
    <article className={styles.translatePage}>
      <BackLink href={backHref} />
      {detail.data ? <h1 className={styles.heading}>{detail.data.name}</h1> : <Skeleton height="1.6em" />}
      {detail.data?.image_list[0] && <img src={detail.data.image_list[0]} alt="" className={styles.translateImage} />}
      {/* The Japanese original beside its translation (one above the other on a phone). */}
      <div className={styles.translateColumns}>
        <section className={styles.translateColumn} aria-labelledby="translation-original">
          <h2 id="translation-original" className={styles.sectionTitle}>
            <Trans>Bản gốc tiếng Nhật</Trans>
          </h2>
          {detail.data ? (
            <p className={styles.description} lang="ja">
              {original || detail.data.original_name}
            </p>
          ) : (
            <Skeleton height="6em" />
          )}
        </section>
        <section className={styles.translateColumn} aria-labelledby="translation-text">
          <h2 id="translation-text" className={styles.sectionTitle}>
            <Trans>Bản dịch</Trans>
          </h2>
          {!detail.data || translating ? <Skeleton height="6em" /> : <p className={styles.description}>{text}</p>}
        </section>
      </div>
    </article>
  )
}
