import { useId, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LinkItem } from '@shared/contracts/link-item'
import { LINK_ITEM_NAME_MAX_LENGTH, LINK_ITEM_NOTE_MAX_LENGTH } from '@shared/markets/link-items'
import type { ShopEntry } from '@shared/shops/registry'
import { isApiRequestError } from '@client/app/api-client'
import { Alert, Button, Card, EmptyState, FormField, Price, Skeleton } from '@client/ui'
import * as form from '@client/ui/form.css'
import { useAuth } from '@client/features/auth'
import { PurchaseButtons } from '@client/features/cart'
import { useExchangeRate } from '@client/features/rates'
import { describedLinkItemQueryOptions, linkItemQueryOptions, useCreateLinkItem } from './link-item-query'
import * as styles from './other-market.css'

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 8)

/**
 * Buy by link (issue 13): a pasted link to an item the mirror does not know. The customer says
 * what it is and what it costs; it can then go into the cart like any item, its price to be
 * confirmed by staff.
 */
export function BuyByLinkForm({ shop, itemId }: { shop: ShopEntry; itemId: string }) {
  const { user } = useAuth()
  // The customer described this item before: show that (with its cart buttons), not an empty form.
  const described = useQuery({ ...describedLinkItemQueryOptions(shop.id, itemId), enabled: Boolean(user) })
  if (user && described.isPending)
    return (
      <div aria-busy="true">
        <Skeleton height="6em" />
      </div>
    )
  if (described.data) return <LinkItemSummary shop={shop} item={described.data} />
  return <DescribeLinkItem shop={shop} itemId={itemId} />
}

function DescribeLinkItem({ shop, itemId }: { shop: ShopEntry; itemId: string }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const create = useCreateLinkItem()
  const [name, setName] = useState('')
  const [price, setPrice] = useState('')
  const [note, setNote] = useState('')
  const [missing, setMissing] = useState<{ name?: boolean; price?: boolean }>({})

  const market = shop.name

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = { name: !name.trim(), price: !price }
    setMissing(next)
    if (next.name || next.price) return
    create.mutate({ shop_id: shop.id, item_id: itemId, name: name.trim(), price: Number(price), note: note.trim() })
  }
  const serverErrors = isApiRequestError(create.error) ? (create.error.body?.errors ?? {}) : {}
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search

  return (
    <Card>
      <form className={form.form} onSubmit={submit} noValidate aria-labelledby="buy-by-link-title">
        <h2 id="buy-by-link-title" className={form.sectionTitle}>
          <Trans>Mua theo đường link</Trans>
        </h2>
        <p className={form.hint}>
          <Trans>
            Cho chúng tôi biết sản phẩm bạn muốn mua trên {market} và giá bạn thấy. Nhân viên sẽ xác nhận giá; đơn hàng được tính lại theo
            giá đã xác nhận trước khi bạn thanh toán.
          </Trans>
        </p>
        {!user ? (
          <Alert variant="info">
            <Trans>
              <Link to="/login" search={{ redirect: here }}>
                Đăng nhập
              </Link>{' '}
              để mua theo đường link.
            </Trans>
          </Alert>
        ) : (
          <>
            <FormField label={t`Tên sản phẩm`} required errors={missing.name ? [t`Vui lòng nhập tên sản phẩm.`] : serverErrors.name}>
              {(control) => (
                <input
                  {...control}
                  className={form.control}
                  name="name"
                  maxLength={LINK_ITEM_NAME_MAX_LENGTH}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              )}
            </FormField>
            <FormField
              label={t`Giá trên ${market} (yên)`}
              required
              errors={missing.price ? [t`Vui lòng nhập giá (yên).`] : serverErrors.price}
            >
              {(control) => (
                <input
                  {...control}
                  className={form.control}
                  name="price"
                  inputMode="numeric"
                  autoComplete="off"
                  value={price}
                  onChange={(event) => setPrice(digitsOnly(event.target.value))}
                />
              )}
            </FormField>
            {price && <PriceInDong yen={Number(price)} />}
            <FormField label={t`Ghi chú (màu, kích cỡ…)`} errors={serverErrors.note}>
              {(control) => (
                <textarea
                  {...control}
                  className={form.textarea}
                  name="note"
                  maxLength={LINK_ITEM_NOTE_MAX_LENGTH}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
            {create.error && !serverErrors.name && !serverErrors.price && <Alert variant="danger">{create.error.message}</Alert>}
            <div className={form.actions}>
              <Button type="submit" loading={create.isPending} disabled={create.isPending}>
                <Trans>Tiếp tục</Trans>
              </Button>
            </div>
          </>
        )}
      </form>
    </Card>
  )
}

function PriceInDong({ yen }: { yen: number }) {
  const rate = useExchangeRate()
  return (
    <p className={form.hint} aria-live="polite">
      <Trans>Khoảng</Trans> <Price yen={yen} rate={rate} />
    </p>
  )
}

/** What the customer described, with Buy now / Add to cart at the stated (or confirmed) price. */
function LinkItemSummary({ shop, item }: { shop: ShopEntry; item: LinkItem }) {
  const rate = useExchangeRate()
  const price = item.confirmed_price ?? item.price
  const market = shop.name
  const headingId = useId()
  return (
    <Card>
      <section className={styles.summary} aria-labelledby={headingId}>
        <h1 id={headingId} className={styles.heading}>
          {item.name}
        </h1>
        <Price yen={price} rate={rate} />
        <p className={form.hint}>
          {item.confirmed_price === null ? (
            <Trans>Giá do bạn khai báo — nhân viên sẽ xác nhận.</Trans>
          ) : (
            <Trans>Giá đã được nhân viên xác nhận.</Trans>
          )}
        </p>
        {item.note && <p className={form.hint}>{item.note}</p>}
        <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.backLink}>
          <Trans>Xem trên {market}</Trans>
        </a>
        <PurchaseButtons
          purchasable
          item={{
            shop_id: shop.id,
            item_ref: item.item_ref,
            name: item.name,
            price,
            init_price: price,
            image_url: '',
            shop_name: shop.name,
          }}
        />
      </section>
    </Card>
  )
}

/** /other-market/{shop}/link-…: an item its customer described to buy by link (the cart links here). */
export function LinkItemPage({ shop, itemRef }: { shop: ShopEntry; itemRef: string }) {
  const { user } = useAuth()
  const item = useQuery({ ...linkItemQueryOptions(itemRef), enabled: Boolean(user) })
  if (!user || (item.isError && isApiRequestError(item.error) && item.error.status === 404))
    return (
      <div className={styles.page}>
        <EmptyState message={<Trans>Không tìm thấy sản phẩm</Trans>} />
      </div>
    )
  if (!item.data)
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height="6em" />
      </div>
    )
  return (
    <div className={styles.page}>
      <LinkItemSummary shop={shop} item={item.data} />
    </div>
  )
}
