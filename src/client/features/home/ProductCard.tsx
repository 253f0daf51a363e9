import type { HomeProductCard } from '../../../shared/contracts/home-config'
import { Price } from '../../ui'
import { ProductLink } from './ShopLink'
import * as styles from './ProductCard.css'

type ProductCardProps = { product: HomeProductCard; rate: number | undefined }

/** A product tile: image, name, price in dong with yen, initial price struck and discount badge. */
export function ProductCard({ product, rate }: ProductCardProps) {
  const discounted = product.discount > 0 && product.initial_price > product.price
  return (
    <article className={styles.card} data-testid="product-card">
      <ProductLink shopId={product.shop_id} productId={product.id} className={styles.link}>
        <div className={styles.imageBox}>
          <img src={product.image_url} alt="" loading="lazy" decoding="async" className={styles.image} />
          {discounted && <span className={styles.badge}>-{product.discount}%</span>}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </ProductLink>
      <div className={styles.price}>
        <Price yen={product.price} rate={rate} initialYen={discounted ? product.initial_price : undefined} />
      </div>
    </article>
  )
}
