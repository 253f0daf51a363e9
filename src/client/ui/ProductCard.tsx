import { Trans, useLingui } from '@lingui/react/macro'
import { productPath } from '@shared/catalog/product-path'
import { shownRating } from '@shared/catalog/rating'
import type { SaleStatus } from '@shared/contracts/catalog'
import type { HomeProductCard } from '@shared/contracts/home-config'
import { HrefLink } from '@client/app/HrefLink'
import { Price } from './Price'
import { visuallyHidden } from './VisuallyHidden.css'
import * as styles from './ProductCard.css'

/** What a tile needs (spec §3 Product card); lists add the rating and the sale status. */
export type ProductCardData = Pick<HomeProductCard, 'id' | 'name' | 'price' | 'initial_price' | 'discount' | 'image_url' | 'shop_id'> & {
  star?: number
  reviews_count?: number
  sale_status?: SaleStatus
}

type ProductCardProps = {
  product: ProductCardData
  rate: number | undefined
  /** A tile at the top of the first screen: its image is the page's likely LCP, so it loads eagerly and first. */
  priority?: boolean
}

function Rating({ star, count }: { star: number; count: number }) {
  const { t } = useLingui()
  const rounded = shownRating({ star, reviews_count: count })
  if (rounded === null) {
    return (
      <p className={styles.rating}>
        <Trans>Chưa có đánh giá</Trans>
      </p>
    )
  }
  return (
    <p className={styles.rating} data-testid="product-card-rating">
      <span className={visuallyHidden}>{t`${rounded} trên 5 sao, ${count} đánh giá`}</span>
      <span aria-hidden="true" className={styles.star}>
        ★
      </span>
      <span aria-hidden="true">
        {rounded} ({count})
      </span>
    </p>
  )
}

function StatusLabel({ status }: { status: SaleStatus | undefined }) {
  if (status === 'sold_out') {
    return (
      <span className={styles.status} data-testid="product-card-status">
        <Trans>Hết hàng</Trans>
      </span>
    )
  }
  if (status === 'coming_soon') {
    return (
      <span className={styles.status} data-testid="product-card-status">
        <Trans>Sắp mở bán</Trans>
      </span>
    )
  }
  return null
}

/** A product tile: image, name, rating, price in dong with yen, initial price struck and discount badge. */
export function ProductCard({ product, rate, priority = false }: ProductCardProps) {
  const discounted = product.discount > 0 && product.initial_price > product.price
  const unavailable = product.sale_status === 'sold_out' || product.sale_status === 'coming_soon'
  return (
    <article className={styles.card} data-testid="product-card" data-product-id={product.id}>
      <HrefLink href={productPath(product.shop_id, String(product.id))} className={styles.link}>
        <div className={styles.imageBox}>
          <img
            src={product.image_url}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className={unavailable ? `${styles.image} ${styles.imageDimmed}` : styles.image}
          />
          {discounted && <span className={styles.badge}>-{product.discount}%</span>}
          <StatusLabel status={product.sale_status} />
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </HrefLink>
      {product.reviews_count !== undefined && <Rating star={product.star ?? 0} count={product.reviews_count} />}
      <div className={styles.price}>
        {product.price > 0 ? (
          <Price yen={product.price} rate={rate} initialYen={discounted ? product.initial_price : undefined} />
        ) : (
          <span className={styles.noPrice}>
            <Trans>Chưa cập nhật giá</Trans>
          </span>
        )}
      </div>
    </article>
  )
}
