import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffLinkItem } from '@shared/contracts/link-item'
import { findShop } from '@shared/shops/registry'
import { formatDateTime } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card } from '@client/ui'
import { ConsoleLink } from './console-link'
import type { LinkItemsSearch } from './console-search'
import { currentIf, ListScreen } from './ListScreen'
import * as styles from './admin.css'
import { linkItemsQueryOptions, useConfirmLinkItemPrice } from './link-items-query'
import { ConfirmChanges, MoneyField, moneyValue } from './MoneyInput'

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`

/** The list's query for the route's search (to confirm when no state is asked; its loader starts the same one). */
export const linkItemsListQueryOptions = (search: LinkItemsSearch) =>
  linkItemsQueryOptions({ page: search.page ?? 1, confirmed: search.state === 'confirmed' })

/** /admin/link-items: items customers described to buy by link; staff confirm each price, and its unpaid orders follow. */
export function LinkItemsPage({ search, onSearchChange }: { search: LinkItemsSearch; onSearchChange: (next: LinkItemsSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Mua theo link`)
  const confirmed = search.state === 'confirmed'
  const list = useQuery(linkItemsListQueryOptions(search))
  return (
    <ListScreen
      title={<Trans>Mua theo link</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      tabs={{
        label: t`Lọc hàng mua theo link`,
        links: (
          <>
            <ConsoleLink to="/admin/link-items" search={{ state: 'to_confirm' }} aria-current={currentIf(!confirmed)}>
              <Trans>Chờ xác nhận giá</Trans>
            </ConsoleLink>
            <ConsoleLink to="/admin/link-items" search={{ state: 'confirmed' }} aria-current={currentIf(confirmed)}>
              <Trans>Đã xác nhận</Trans>
            </ConsoleLink>
          </>
        ),
      }}
      query={list}
      itemKey={(item) => item.id}
      card={(item) => <LinkItemCard item={item} />}
    />
  )
}

function LinkItemCard({ item }: { item: StaffLinkItem }) {
  const { t } = useLingui()
  const confirm = useConfirmLinkItemPrice()
  const [price, setPriceText] = useState(String(item.confirmed_price ?? item.price))
  const [confirming, setConfirming] = useState(false)
  const amount = moneyValue(price)
  const before = item.confirmed_price ?? item.price
  const setPrice = (text: string) => {
    setPriceText(text)
    setConfirming(false)
  }
  const market = findShop(item.shop_id)?.name ?? String(item.shop_id)
  const stated = yen(item.price)
  const customer = item.customer.email ?? `#${item.customer.id}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (amount !== null) setConfirming(true)
  }
  const save = () => {
    if (amount !== null) confirm.mutate({ id: item.id, price: amount }, { onSettled: () => setConfirming(false) })
  }
  const fieldErrors = isApiRequestError(confirm.error) ? confirm.error.body?.errors?.price : undefined
  return (
    <Card className={styles.stack} role="article" aria-label={item.name} data-testid="admin-link-item">
      <div className={styles.header}>
        <strong>{item.name}</strong>
        <span className={styles.muted}>{formatDateTime(item.created_at)}</span>
      </div>
      <p className={styles.muted}>
        <Trans>
          {market} · khách khai báo {stated} · {customer}
        </Trans>
      </p>
      {item.note && <p className={styles.textBlock}>{item.note}</p>}
      <div className={styles.row}>
        <a href={item.url} target="_blank" rel="noopener noreferrer">
          <Trans>Mở trang sản phẩm trên {market}</Trans>
        </a>
        {item.orders.map(({ id }) => (
          <ConsoleLink key={id} to="/admin/orders/$id" params={{ id }}>
            <Trans>Đơn #{id}</Trans>
          </ConsoleLink>
        ))}
      </div>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <MoneyField label={t`Giá xác nhận (yên)`} currency="JPY" name="price" value={price} onChange={setPrice} errors={fieldErrors} />
        {confirming && amount !== null ? (
          <ConfirmChanges
            changes={[
              {
                label: item.confirmed_price === null ? t`Giá khách khai báo → giá xác nhận` : t`Giá xác nhận`,
                before: yen(before),
                after: yen(amount),
              },
            ]}
            busy={confirm.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={save}
          >
            <p className={styles.muted}>
              <Trans>Các đơn chưa thanh toán có món này sẽ được tính lại và khách được báo số tiền mới.</Trans>
            </p>
          </ConfirmChanges>
        ) : (
          <div className={styles.row}>
            <Button type="submit" loading={confirm.isPending} disabled={amount === null}>
              {item.confirmed_price === null ? <Trans>Xác nhận giá</Trans> : <Trans>Sửa giá</Trans>}
            </Button>
          </div>
        )}
      </form>
      {confirm.isError && !fieldErrors && <Alert variant="danger">{confirm.error.message}</Alert>}
      {confirm.isSuccess && <p className={styles.muted}>{t`Đã lưu; các đơn chưa thanh toán đã được tính lại.`}</p>}
    </Card>
  )
}
