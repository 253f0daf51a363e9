import type { OrderItem } from '@shared/contracts/order'
import * as styles from './orders.css'

/**
 * Where an order line was bought (the shop's logo and name, as the cart showed them) and the size or
 * variant chosen: two lines of the same product from two markets, or in two sizes, read apart.
 */
export function LineOrigin({ item }: { item: Pick<OrderItem, 'shop_name' | 'shop_logo' | 'variant'> }) {
  if (!item.shop_name && !item.variant) return null
  return (
    <p className={styles.lineOrigin} data-testid="order-line-origin">
      {item.shop_logo && <img src={item.shop_logo} alt="" className={styles.shopLogo} width={16} height={16} loading="lazy" />}
      {item.shop_name && <span>{item.shop_name}</span>}
      {item.shop_name && item.variant && <span aria-hidden="true">·</span>}
      {item.variant && <span className={styles.lineVariant}>{item.variant}</span>}
    </p>
  )
}
