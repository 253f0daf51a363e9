import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CartShopGroup } from '@shared/contracts/cart'
import type { MarketProductDetail } from '@shared/contracts/market'
import { marketItemRef, productPath } from '@shared/catalog/product-path'
import { ORDER_TAX_PERCENT } from '@shared/orders/totals'
import type { ShopEntry } from '@shared/shops/registry'
import { ORDER_ERROR_ALERT_MS } from '@shared/ui/constants'
import { HrefLink } from '@client/app/HrefLink'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, OfflineUnavailable, Price, Skeleton, isOfflineGap, useToast } from '@client/ui'
import { useCurrentUser } from '@client/features/auth'
import { Checkout, type CheckoutResult } from '@client/features/cart'
import { useExchangeRate } from '@client/features/rates'
import { MarketNotFound } from './MarketNotFound'
import { marketDetailQueryOptions } from './market-query'
import { marketLogoUrl, marketOf } from './markets'
import { type DirectOrderSearch, textOf } from './search-params'
import * as styles from './other-market.css'

/** The one line a direct order buys, as the checkout takes it (a shop group of one). */
function orderGroup(shop: ShopEntry, item: MarketProductDetail, quantity: number): CartShopGroup {
  const price = item.price
  return {
    shop_id: shop.id,
    shop_logo: marketLogoUrl(shop),
    shop_name: item.supplier_name,
    is_can_buy_more: item.can_buy_more,
    products: [
      {
        id: null,
        product_id: null,
        item_ref: item.item_ref,
        found: true,
        name: item.name,
        price,
        init_price: item.initial_price,
        tax_percent: ORDER_TAX_PERCENT,
        image_url: item.image_list[0] ?? '',
        url: productPath(shop.id, item.item_ref),
        shop_id: shop.id,
        variant: '',
        quantity: Math.min(quantity, item.max_quantity),
        sale_status: item.sale_status,
        max_quantity: item.max_quantity,
        price_pending: false,
      },
    ],
  }
}

/**
 * /other-market/{shop}/payment (spec §2 Direct order): one market item, the address, the shipment
 * method and the price summary, ordered through the same idempotent order service as the cart;
 * success opens the order, a refusal shows the server's message in a danger alert for 3 s.
 */
export function DirectOrderPage({ shopParam, search }: { shopParam: string; search: DirectOrderSearch }) {
  const shop = marketOf(search.shop_id ?? shopParam)
  if (!shop || !search.product_id) return <MarketNotFound />
  return (
    <DirectOrder
      shop={shop}
      itemRef={marketItemRef(String(search.product_id), textOf(search.append))}
      quantity={search.quantity ?? 1}
      note={textOf(search.note)}
    />
  )
}

function DirectOrder({ shop, itemRef, quantity, note }: { shop: ShopEntry; itemRef: string; quantity: number; note: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const toast = useToast()
  const rate = useExchangeRate()
  const user = useCurrentUser()
  const detail = useQuery(marketDetailQueryOptions(shop.path, itemRef))
  const [failure, setFailure] = useState<string | null>(null)
  usePageTitle(t`Đặt hàng trực tiếp`)
  useEffect(() => {
    if (!failure) return
    const timer = setTimeout(() => setFailure(null), ORDER_ERROR_ALERT_MS)
    return () => clearTimeout(timer)
  }, [failure])

  const onResult = ({ created, failures }: CheckoutResult) => {
    const [order] = created
    if (order) {
      toast.show(t`Tạo đơn hàng thành công`, { variant: 'success' })
      void navigate({ to: '/customer/orders/$id', params: { id: String(order.id) } })
      return
    }
    const error = failures[0]?.error
    setFailure(error instanceof Error ? error.message : t`Lỗi`)
  }

  const item = detail.data
  const group = item ? orderGroup(shop, item, quantity) : null
  const line = group?.products[0]
  const count = line?.quantity ?? 0
  return (
    <div className={styles.layout}>
      <section className={styles.main} aria-labelledby="direct-order-heading">
        <h1 id="direct-order-heading" className={styles.heading}>
          <Trans>Đặt hàng trực tiếp</Trans>
        </h1>
        {failure && <Alert variant="danger">{failure}</Alert>}
        {/* Offline, an item this device has not saved: says so, not a skeleton that never fills. */}
        {isOfflineGap(detail) ? <OfflineUnavailable /> : detail.isPending && <Skeleton height="6em" />}
        {detail.isError && !isOfflineGap(detail) && (
          <Alert variant="warning">
            <Trans>Không tìm thấy sản phẩm</Trans>
          </Alert>
        )}
        {item && line && (
          <div className={styles.sellerCard}>
            <img src={line.image_url} alt="" className={styles.logo} width={56} height={56} />
            <div>
              <HrefLink href={line.url}>{line.name}</HrefLink>
              <p className={styles.muted}>
                {item.supplier_name} · <Trans>Số lượng: {count}</Trans>
              </p>
              <Price yen={line.price} rate={rate} />
              {note && <p className={styles.muted}>{note}</p>}
            </div>
          </div>
        )}
      </section>
      {group && user.data && <Checkout userId={user.data.id} groups={[group]} syncing={false} onResult={onResult} />}
    </div>
  )
}
