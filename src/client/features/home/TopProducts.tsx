import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { topProductsQueryOptions } from './home-query'
import * as styles from './HomeSections.css'
import { ProductCard } from '@client/ui'

const TOP_PRODUCTS_ON_HOME = 10

/** Best-selling products of the own shops, from /catalog/static/top-products.json; nothing while unknown. */
export function TopProducts({ rate }: { rate: number | undefined }) {
  const top = useQuery(topProductsQueryOptions())
  if (!top.data || top.data.length === 0) return null
  return (
    <section className={styles.shopBlock} aria-labelledby="top-products-title">
      <h2 id="top-products-title" className={styles.shopName}>
        <Trans>Sản phẩm bán chạy</Trans>
      </h2>
      <div className={styles.productGrid}>
        {top.data.slice(0, TOP_PRODUCTS_ON_HOME).map((product) => (
          <ProductCard key={product.id} product={product} rate={rate} />
        ))}
      </div>
    </section>
  )
}
