import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { HomeSection } from '@shared/contracts/home-config'
import { ShopLink } from './ShopLink'
import * as styles from './HomeSections.css'
import { ProductCard } from '@client/ui'

type ShopBlockSection = Extract<HomeSection, { type: 'shop_block' }>
type TwoBannersSection = Extract<HomeSection, { type: 'two_banners' }>

/** `eager`: the section is the first one, on the first screen of a phone (its images may be the LCP). */
function TwoBanners({ section, eager }: { section: TwoBannersSection; eager: boolean }) {
  const { t } = useLingui()
  return (
    <div className={styles.twoBanners}>
      {section.banners.map((banner, position) => (
        <ShopLink key={`${banner.img_url}-${position}`} shopId={banner.shop_id} className={styles.bannerLink}>
          <img
            src={banner.img_url}
            alt={t`Khuyến mãi của cửa hàng`}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            className={styles.promoImage}
          />
        </ShopLink>
      ))}
    </div>
  )
}

function ShopBanner({ section }: { section: ShopBlockSection }) {
  const { t } = useLingui()
  const shopName = section.supplier_name
  if (!section.banner) return null
  return (
    <ShopLink shopId={section.shop_id} className={styles.bannerLink}>
      <img src={section.banner} alt={t`Khuyến mãi của ${shopName}`} loading="lazy" className={styles.shopBanner} />
    </ShopLink>
  )
}

function ShopBlock({ section, rate }: { section: ShopBlockSection; rate: number | undefined }) {
  const titleId = useId()
  return (
    <section className={styles.shopBlock} aria-labelledby={titleId} data-testid="home-shop-block">
      <header className={styles.shopHeader}>
        <img src={section.logo} alt="" width={48} height={48} className={styles.logo} loading="lazy" />
        <div className={styles.shopTitles}>
          <h2 id={titleId} className={styles.shopName}>
            {section.supplier_name}
          </h2>
          {section.sub_title && <p className={styles.subTitle}>{section.sub_title}</p>}
        </div>
        <ShopLink shopId={section.shop_id} className={styles.action}>
          {section.action_label}
        </ShopLink>
      </header>
      {section.banner_setup === 'top' && <ShopBanner section={section} />}
      <div className={styles.productGrid}>
        {section.products.map((product) => (
          <ProductCard key={product.id} product={product} rate={rate} />
        ))}
      </div>
      {section.banner_setup === 'bottom' && <ShopBanner section={section} />}
    </section>
  )
}

/** The configured sections: two-banner promotions or shop blocks. */
export function HomeSections({ sections, rate }: { sections: HomeSection[]; rate: number | undefined }) {
  return (
    <>
      {sections.map((section, position) =>
        section.type === 'two_banners' ? (
          <TwoBanners key={`two-${position}`} section={section} eager={position === 0} />
        ) : (
          <ShopBlock key={`shop-${section.shop_id}-${position}`} section={section} rate={rate} />
        ),
      )}
    </>
  )
}
