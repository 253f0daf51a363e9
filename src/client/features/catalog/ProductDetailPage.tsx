import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '@shared/contracts/catalog'
import { productTagName } from '@shared/catalog/product-tags'
import { shownRating } from '@shared/catalog/rating'
import type { Locale } from '@shared/i18n/locales'
import { discountPercent } from '@shared/money/money'
import { ownItemRef, productPath } from '@shared/catalog/product-path'
import { findShop } from '@shared/shops/registry'
import { isApiRequestError } from '@client/app/api-client'
import { reportNotFound } from '@client/app/http-status'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, EmptyState, OfflineUnavailable, Price, ProductGallery, Skeleton, VisuallyHidden, isOfflineGap } from '@client/ui'
import { useExchangeRate } from '@client/features/rates'
import type { PurchasableItem } from '@client/features/cart'
import type { WishlistItem } from '@client/features/wishlist'
import { ProductActions } from './ProductActions'
import { ProductDescription, ProductInformation } from './ProductInformation'
import { productDetailQueryOptions } from './product-detail-query'
import { QUANTITY_MIN, QuantityStepper } from '@client/ui/QuantityStepper'
import { Reviews } from './Reviews'
import { Stars } from './Stars'
import * as styles from './product-detail.css'

function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="product-loading">
      <VisuallyHidden role="status">
        <Trans>Đang tải…</Trans>
      </VisuallyHidden>
      <div className={styles.top}>
        <Skeleton height="auto" className={styles.galleryImage} />
        <div className={styles.summary}>
          <Skeleton height="1.6em" />
          <Skeleton height="1em" width="40%" />
          <Skeleton height="1.6em" width="60%" />
          <Skeleton height="3em" />
        </div>
      </div>
    </div>
  )
}

function StatusBadge({ status }: { status: ProductDetail['sale_status'] }) {
  if (status === 'sold_out') {
    return (
      <span className={styles.statusSoldOut} data-status={status}>
        <Trans>Hết hàng</Trans>
      </span>
    )
  }
  if (status === 'coming_soon') {
    return (
      <span className={styles.statusComingSoon} data-status={status}>
        <Trans>Sắp có hàng</Trans>
      </span>
    )
  }
  return null
}

/** Price in dong and yen, the initial price struck and the discount (rounded up) — or 'Not updated price'. */
function ProductPrice({ product }: { product: ProductDetail }) {
  const rate = useExchangeRate()
  if (product.sale_status === 'coming_soon' || product.price <= 0) {
    return (
      <p className={styles.noPrice}>
        <Trans>Chưa cập nhật giá</Trans>
      </p>
    )
  }
  const discount = discountPercent(product.price, product.initial_price)
  return (
    <div className={styles.priceBox}>
      <Price yen={product.price} rate={rate} initialYen={discount > 0 ? product.initial_price : undefined} className={styles.price} />
      {discount > 0 && <span className={styles.discount}>-{discount}%</span>}
    </div>
  )
}

function ProductTags({ tags }: { tags: ProductDetail['tags'] }) {
  const { i18n, t } = useLingui()
  if (!tags || tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label={t`Nhãn sản phẩm`} data-testid="product-tags">
      {tags.map((tag) => (
        <li key={tag.id} className={styles.tag} data-tag={tag.id}>
          {productTagName(tag.id, i18n.locale as Locale)}
        </li>
      ))}
    </ul>
  )
}

const shopNameOf = (product: ProductDetail) => product.suppliers?.[0]?.name ?? findShop(product.shop_id)?.name ?? String(product.shop_id)

function toWishlistItem(product: ProductDetail): WishlistItem {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    init_price: product.initial_price,
    shop_id: product.shop_id,
    shop_name: shopNameOf(product),
    image_url: product.image_url,
    append: '',
  }
}

function toPurchasableItem(product: ProductDetail): PurchasableItem {
  return {
    shop_id: product.shop_id,
    item_ref: ownItemRef(product.id),
    name: product.name,
    price: product.price,
    init_price: product.initial_price,
    image_url: product.image_url,
    shop_name: shopNameOf(product),
  }
}

function ProductView({ product }: { product: ProductDetail }) {
  const [quantity, setQuantity] = useState(QUANTITY_MIN)
  const canBuyMore = findShop(product.shop_id)?.can_buy_more ?? false
  const purchasable = product.sale_status === 'on_sale' && product.price > 0
  const images = product.images && product.images.length > 0 ? product.images.map((image) => image.url) : [product.image_url]
  const count = product.reviews_count
  const rating = shownRating(product)
  const wishlistItem = useMemo(() => toWishlistItem(product), [product])
  const purchasableItem = useMemo(() => toPurchasableItem(product), [product])
  return (
    <article className={styles.page} data-testid="product-detail" data-product-id={product.id} data-sale-status={product.sale_status}>
      <div className={styles.top}>
        <ProductGallery images={images} name={product.name} />
        <div className={styles.summary}>
          <StatusBadge status={product.sale_status} />
          <h1 className={styles.name}>{product.name}</h1>
          <a href="#reviews" className={styles.rating} data-testid="product-rating">
            {rating !== null && <Stars value={rating} />}
            <span data-count={count}>{rating !== null ? <Trans>{count} đánh giá</Trans> : <Trans>Chưa có đánh giá</Trans>}</span>
          </a>
          <ProductPrice product={product} />
          {product.ingredients && (
            <div className={styles.ingredients} data-testid="product-ingredients">
              <h2 className={styles.smallTitle}>
                <Trans>Thành phần</Trans>
              </h2>
              <p className={styles.ingredientsText}>{product.ingredients}</p>
            </div>
          )}
          <ProductTags tags={product.tags} />
          <QuantityStepper value={quantity} onChange={setQuantity} disabled={!canBuyMore || !purchasable} />
          <ProductActions
            item={purchasableItem}
            wishlistItem={wishlistItem}
            sharePath={productPath(product.shop_id, ownItemRef(product.id))}
            purchasable={purchasable}
            quantity={quantity}
          />
        </div>
      </div>
      <ProductInformation product={product} />
      <ProductDescription html={product.description} />
      <Reviews product={product} />
    </article>
  )
}

function NotFound() {
  reportNotFound()
  return (
    <div className={styles.page} data-testid="product-not-found">
      <EmptyState message={<Trans>Không tìm thấy sản phẩm</Trans>} />
      <Link to="/products" className={styles.backLink}>
        <Trans>Xem các sản phẩm khác</Trans>
      </Link>
    </div>
  )
}

/** /products/{shop}/{id}: one own-shop product with its gallery, price, actions, information and reviews (id 0: not an id). */
export function ProductDetailPage({ id }: { id: number }) {
  const { t } = useLingui()
  const valid = id > 0
  const product = useQuery({ ...productDetailQueryOptions(id), enabled: valid })
  const notFound = !valid || (product.isError && isApiRequestError(product.error) && product.error.status === 404)
  const offlineGap = isOfflineGap(product)
  usePageTitle(product.data?.name ?? (notFound ? t`Không tìm thấy sản phẩm` : t`Chi tiết sản phẩm`))
  if (notFound) return <NotFound />
  if (offlineGap) {
    return (
      <div className={styles.page}>
        <OfflineUnavailable headingLevel={1} />
      </div>
    )
  }
  if (product.isPending) return <DetailSkeleton />
  if (product.isError) {
    return (
      <div className={styles.page}>
        <Alert variant="danger">
          <Trans>Không tải được sản phẩm. Vui lòng kiểm tra kết nối và thử lại.</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void product.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  // Keyed by id: another product starts with quantity 1, the first picture and a folded description.
  return <ProductView key={product.data.id} product={product.data} />
}
