import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MarketProductDetail } from '@shared/contracts/market'
import { marketItemRef, productPath, splitMarketItemRef } from '@shared/catalog/product-path'
import { acceptsLinkItems, isLinkItemRef } from '@shared/markets/link-items'
import { splitOption, withOption } from '@shared/markets/option-ref'
import { isSoldByBidding, type ShopEntry, YAHOO_AUCTION_ID } from '@shared/shops/registry'
import { marketItemUrl } from '@shared/markets/item-url'
import { isApiRequestError } from '@client/app/api-client'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, EmptyState, OfflineUnavailable, Price, ProductGallery, Skeleton, cx, isOfflineGap } from '@client/ui'
import { QUANTITY_MIN, QuantityStepper } from '@client/ui/QuantityStepper'
import type { PurchasableItem } from '@client/features/cart'
import { AuctionPanel, AuctionPrice, LinkedLotPage } from '@client/features/auctions'
import { ProductActions } from '@client/features/catalog'
import { useExchangeRate } from '@client/features/rates'
import type { WishlistItem } from '@client/features/wishlist'
import { BuyByLinkForm, LinkItemPage } from './lazy-parts'
import { MarketGrid } from './MarketGrid'
import { MarketNotFound } from './MarketNotFound'
import { SellerCard } from './SellerCard'
import { marketDetailQueryOptions } from './market-query'
import { marketOf, marketPaths } from './markets'
import { hrefWith } from './search-params'
import * as styles from './other-market.css'

type MarketDetailPageProps = { shopParam: string; id: string; append: string | undefined }

/** /other-market/{shop}/{id}: one market listing (spec §2 Other-market detail). */
export function MarketDetailPage({ shopParam, id, append }: MarketDetailPageProps) {
  const shop = marketOf(shopParam)
  if (!shop) return <MarketNotFound />
  if (isLinkItemRef(id)) return <LinkItemPage shop={shop} itemRef={id} />
  return <MarketDetail shop={shop} itemRef={marketItemRef(id, append)} />
}

function MarketDetail({ shop, itemRef }: { shop: ShopEntry; itemRef: string }) {
  const { t } = useLingui()
  const detail = useQuery(marketDetailQueryOptions(shop.path, itemRef))
  const notFound = detail.isError && isApiRequestError(detail.error) && detail.error.status === 404
  usePageTitle(detail.data?.name ?? (notFound ? t`Không tìm thấy sản phẩm` : t`Chi tiết sản phẩm`))
  // A Yahoo Auction lot the mirror does not list: opened by its link, described by staff (issue 27).
  if (notFound && shop.id === YAHOO_AUCTION_ID) return <LinkedLotPage lotId={itemRef} venueUrl={marketItemUrl(shop.id, itemRef)} />
  if (notFound && acceptsLinkItems(shop.id)) {
    // An item the mirror does not know, at a market that takes links: bought by its link (no "not found" above it).
    return (
      <div className={styles.page} data-testid="buy-by-link">
        <BuyByLinkForm shop={shop} itemId={itemRef} />
        <HrefLink href={marketPaths.list(shop)} className={styles.backLink}>
          <Trans>Xem các sản phẩm khác</Trans>
        </HrefLink>
      </div>
    )
  }
  if (notFound) {
    return (
      <div className={styles.page} data-testid="product-not-found">
        <EmptyState message={<Trans>Không tìm thấy sản phẩm</Trans>} />
        <HrefLink href={marketPaths.list(shop)} className={styles.backLink}>
          <Trans>Xem các sản phẩm khác</Trans>
        </HrefLink>
      </div>
    )
  }
  if (isOfflineGap(detail)) return <OfflineUnavailable />
  if (detail.isPending) return <DetailSkeleton />
  if (detail.isError) {
    return (
      <div className={styles.page}>
        <Alert variant="danger">
          <Trans>Xin lỗi, hiện không tìm thấy nhà cung cấp này</Trans>
        </Alert>
        <Button variant="outline" onClick={() => void detail.refetch()}>
          <Trans>Thử lại</Trans>
        </Button>
      </div>
    )
  }
  return <ItemView key={detail.data.item_ref} shop={shop} item={detail.data} />
}

function DetailSkeleton() {
  return (
    <div className={styles.page} aria-busy="true" data-testid="product-loading">
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

/** The listing's reference without a chosen option. */
const baseRefOf = (item: MarketProductDetail) =>
  item.selected_option ? (splitOption(item.item_ref)?.itemRef ?? item.item_ref) : item.item_ref

function StatusBadge({ item }: { item: MarketProductDetail }) {
  if (item.sale_status === 'sold_out')
    return (
      <span className={styles.statusSoldOut} data-status="sold_out">
        <Trans>Hết hàng</Trans>
      </span>
    )
  if (item.sale_status === 'ended')
    return (
      <span className={styles.statusSoldOut} data-status="ended">
        <Trans>Đã kết thúc</Trans>
      </span>
    )
  return null
}

/** Sizes and variants: each is its own page (and item reference), so a choice is a link. */
function OptionChoice({ item, shopId }: { item: MarketProductDetail; shopId: number }) {
  const { t } = useLingui()
  const options = [...item.size, ...item.variants]
  if (options.length === 0) return null
  const base = baseRefOf(item)
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{item.size.length > 0 ? t`Kích cỡ` : t`Phân loại`}</legend>
      <div className={styles.options} data-testid="market-options">
        {options.map((option) => (
          <HrefLink
            key={option.id}
            href={productPath(shopId, withOption(base, option.id))}
            className={cx(styles.optionButton, option.id === item.selected_option && styles.optionChosen)}
            aria-current={option.id === item.selected_option ? 'true' : undefined}
          >
            {option.name}
          </HrefLink>
        ))}
      </div>
    </fieldset>
  )
}

/** A listing with sizes or variants, none chosen yet. */
const needsOption = (item: MarketProductDetail) => item.size.length + item.variants.length > 0 && item.selected_option === null

/** Through the cart: a listing on sale with a price (and its size or variant chosen). An auction lot is bought by bidding. */
function canBuy(item: MarketProductDetail): boolean {
  return item.sale_status === 'on_sale' && item.price > 0 && !needsOption(item) && item.auction === null && !isSoldByBidding(item.shop_id)
}

function ItemView({ shop, item }: { shop: ShopEntry; item: MarketProductDetail }) {
  const rate = useExchangeRate()
  const [quantity, setQuantity] = useState(QUANTITY_MIN)
  const purchasable = canBuy(item)
  // An auction shop's listing is bought by bidding (its panel), even without auction facts: never a stepper or the cart.
  const byBidding = item.auction !== null || shop.is_auction
  const variant = [...item.size, ...item.variants].find((option) => option.id === item.selected_option)?.name
  const { itemCode } = splitMarketItemRef(item.item_ref)
  const purchasableItem = useMemo<PurchasableItem>(
    () => ({
      shop_id: item.shop_id,
      item_ref: item.item_ref,
      name: item.name,
      price: item.price,
      init_price: item.initial_price,
      image_url: item.image_list[0] ?? '',
      shop_name: item.supplier_name,
      variant,
    }),
    [item, variant],
  )
  const wishlistItem = useMemo<WishlistItem>(
    () => ({
      id: itemCode,
      name: item.name,
      price: item.price,
      init_price: item.initial_price,
      shop_id: item.shop_id,
      shop_name: item.supplier_name,
      image_url: item.image_list[0] ?? '',
      append: item.append ?? '',
    }),
    [item, itemCode],
  )
  const directOrder = hrefWith(marketPaths.directOrder(shop), { product_id: itemCode, append: item.append ?? undefined, quantity })
  return (
    <article className={styles.page} data-testid="market-detail" data-item-ref={item.item_ref} data-sale-status={item.sale_status}>
      <div className={styles.top}>
        <ProductGallery images={item.image_list} name={item.name} />
        <div className={styles.summary}>
          <StatusBadge item={item} />
          <h1 className={styles.name}>{item.name}</h1>
          {item.original_name !== item.name && (
            <p className={styles.muted} lang="ja">
              {item.original_name}
            </p>
          )}
          {item.auction ? (
            <div className={styles.priceBox}>
              <AuctionPrice auctionId={itemCode} facts={item.auction} className={styles.price} />
            </div>
          ) : item.price > 0 ? (
            <div className={styles.priceBox}>
              <Price
                yen={item.price}
                rate={rate}
                initialYen={item.discount.percent > 0 ? item.initial_price : undefined}
                className={styles.price}
              />
              {item.discount.percent > 0 && <span className={styles.discount}>-{item.discount.percent}%</span>}
            </div>
          ) : (
            <p className={styles.noPrice}>
              <Trans>Chưa cập nhật giá</Trans>
            </p>
          )}
          {item.auction && <AuctionPanel auctionId={itemCode} url={item.sharing_data.supplier_product_url} facts={item.auction} />}
          <OptionChoice item={item} shopId={shop.id} />
          {!byBidding && <QuantityStepper value={quantity} onChange={setQuantity} disabled={!item.can_buy_more || !purchasable} />}
          <ProductActions
            item={purchasableItem}
            wishlistItem={wishlistItem}
            sharePath={productPath(item.shop_id, item.item_ref)}
            purchasable={purchasable}
            quantity={quantity}
            viaCart={!byBidding}
            notPurchasableReason={
              item.sale_status === 'on_sale' && needsOption(item) ? <Trans>Vui lòng chọn kích cỡ hoặc phân loại.</Trans> : undefined
            }
          />
          {purchasable && (
            <HrefLink href={directOrder} className={styles.backLink} data-testid="direct-order-link">
              <Trans>Đặt hàng trực tiếp</Trans>
            </HrefLink>
          )}
        </div>
      </div>
      <ItemFacts item={item} shop={shop} />
      {item.seller && <SellerCard seller={item.seller} href={marketPaths.seller(shop, item.seller.id)} />}
      <section className={styles.section} aria-labelledby="market-description">
        <h2 id="market-description" className={styles.sectionTitle}>
          <Trans>Mô tả sản phẩm</Trans>
        </h2>
        <p className={styles.description} data-testid="market-description">
          {item.description_text}
        </p>
        <a
          href={hrefWith(marketPaths.translate(shop, itemCode), { append: item.append ?? undefined })}
          target="_blank"
          rel="noopener"
          className={styles.backLink}
        >
          <Trans>Xem bản dịch (cửa sổ mới)</Trans>
        </a>
      </section>
      {item.recommends.length > 0 && (
        <section className={styles.main} aria-labelledby="market-recommends">
          <h2 id="market-recommends" className={styles.sectionTitle}>
            <Trans>Sản phẩm gợi ý</Trans>
          </h2>
          <MarketGrid
            query={{
              isPending: false,
              isError: false,
              isFetching: false,
              refetch: () => undefined,
              data: true,
              status: 'success',
              fetchStatus: 'idle',
            }}
            items={item.recommends}
            skeletons={0}
            title={<Trans>Sản phẩm gợi ý</Trans>}
            empty={null}
          />
        </section>
      )}
    </article>
  )
}

function ItemFacts({ item, shop }: { item: MarketProductDetail; shop: ShopEntry }) {
  const { t } = useLingui()
  const marketName = shop.name
  const rows: [string, string][] = [
    [t`Sàn`, item.supplier_name],
    ...item.product_condition.map((condition): [string, string] => [t`Tình trạng`, condition.name]),
    ...item.delivery.map((line): [string, string] => [t`Vận chuyển`, line.name]),
    [t`Thời gian giao hàng`, item.delivery_detail.estimated_delivery_time_text],
  ]
  if (item.brand) rows.push([t`Thương hiệu`, item.brand])
  if (item.rank) rows.push([t`Hạng`, item.rank])
  if (item.colorDescription) rows.push([t`Màu sắc`, item.colorDescription])
  if (item.origin) rows.push([t`Xuất xứ`, item.origin])
  if (item.tags.category) rows.push([t`Danh mục`, item.tags.category])
  return (
    <section className={styles.section} aria-labelledby="market-facts">
      <h2 id="market-facts" className={styles.sectionTitle}>
        <Trans>Thông tin sản phẩm</Trans>
      </h2>
      <dl className={styles.facts}>
        {rows.map(([label, value], index) => (
          <div key={index} className={styles.factRow}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <a href={item.sharing_data.supplier_product_url} target="_blank" rel="noopener noreferrer" className={styles.backLink}>
        <Trans>Xem trên {marketName}</Trans>
      </a>
    </section>
  )
}
