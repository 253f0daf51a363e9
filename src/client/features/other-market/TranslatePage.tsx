import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { marketItemRef } from '@shared/catalog/product-path'
import { callApi } from '@client/app/call-api'
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
  return <Translation shopPath={shop.path} itemRef={marketItemRef(id, append)} />
}

function Translation({ shopPath, itemRef }: { shopPath: string; itemRef: string }) {
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
      </div>
    )
  }
  // The provider's translation when it gave one; our own translation of the listing otherwise (offline, too).
  const text = translated.data?.translated ? translated.data.text : (detail.data?.description_text ?? '')
  const translating = translated.isPending && original !== '' && !isOfflineGap(translated)
  return (
    <article className={styles.translatePage} data-testid="market-translation">
      {detail.data ? <h1 className={styles.heading}>{detail.data.name}</h1> : <Skeleton height="1.6em" />}
      {detail.data?.image_list[0] && <img src={detail.data.image_list[0]} alt="" className={styles.translateImage} />}
      {translating ? <Skeleton height="6em" /> : <p className={styles.description}>{text}</p>}
    </article>
  )
}
