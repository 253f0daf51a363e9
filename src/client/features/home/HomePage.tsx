import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { SKELETON_COUNT } from '@shared/ui/constants'
import { Alert, Button, SkeletonGrid } from '@client/ui'
import { usePageTitle } from '@client/app/use-page-title'
import { HrefLink } from '@client/app/HrefLink'
import { useExchangeRate } from '@client/features/rates'
import { homeConfigQueryOptions } from './home-query'
import { BannerCarousel } from './BannerCarousel'
import { HomeSections } from './HomeSections'
import { TopProducts } from './TopProducts'
import { LatestNews } from './LatestNews'
import { Highlights, WeeklySale } from './Highlights'
import * as styles from './HomePage.css'

function HomeContent() {
  const { t } = useLingui()
  const home = useQuery(homeConfigQueryOptions())
  const rate = useExchangeRate()
  // Offline with no saved copy (a paused query: it loads by itself when the network returns), in the
  // words of every other screen's offline state; home is itself the way back.
  if (home.fetchStatus === 'paused' && home.data === undefined) {
    return (
      <Alert variant="warning">
        <Trans>Ngoại tuyến — trang này chưa được lưu trên thiết bị</Trans>
      </Alert>
    )
  }
  if (home.isPending) {
    return <SkeletonGrid count={SKELETON_COUNT.home} />
  }
  if (home.isError) {
    return (
      <div className={styles.error}>
        <Alert variant="danger">
          <Trans>Không tải được nội dung trang chủ.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void home.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  const config = home.data
  return (
    <>
      <div className={styles.hero}>
        <BannerCarousel banners={config.primary_banner} />
        <div className={styles.secondary}>
          {config.secondary_banner.slice(0, 2).map((banner) => (
            <HrefLink key={banner.id} href={banner.link} className={styles.secondaryLink}>
              <img src={banner.img_url} alt={t`Ưu đãi nổi bật`} className={styles.secondaryImage} />
            </HrefLink>
          ))}
        </div>
      </div>
      <HomeSections sections={config.sections} rate={rate} />
      <TopProducts rate={rate} />
    </>
  )
}

/** / : banners, shop sections, sale text, highlights and latest news (spec §2 Home). */
export function HomePage() {
  const { t } = useLingui()
  usePageTitle(t`Trang chủ`)
  return (
    <div className={styles.page}>
      <h1 className={styles.hiddenHeading}>
        <Trans>Mua hàng Nhật Bản giao về Việt Nam</Trans>
      </h1>
      <HomeContent />
      <WeeklySale />
      <Highlights />
      <LatestNews />
    </div>
  )
}
