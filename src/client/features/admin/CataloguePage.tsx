import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { SALE_STATUSES, type AdminProduct, type SaleStatus } from '@shared/contracts/admin/content'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, useToast } from '@client/ui'
import * as form from '@client/ui/form.css'
import type { TextListSearch } from './console-search'
import { ListScreen } from './ListScreen'
import { ConfirmChanges, formatMoney, MoneyField, moneyValue, type MoneyChange } from './MoneyInput'
import * as styles from './admin.css'
import { adminProductsQueryOptions, useUpdateProduct } from './content-query'
import { MarketImportCard } from './MarketImportCard'

/** The product list's query for the route's search (its loader starts the same one). */
export const catalogueListQueryOptions = (search: TextListSearch) => adminProductsQueryOptions({ page: search.page ?? 1, search: search.q })

/** /admin/catalog: our own products' prices and sale states; the shop's pages follow at once. */
export function CataloguePage({ search, onSearchChange }: { search: TextListSearch; onSearchChange: (next: TextListSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Sản phẩm`)
  const products = useQuery(catalogueListQueryOptions(search))
  return (
    <ListScreen
      title={<Trans>Sản phẩm</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      filterLabel={t`Tìm sản phẩm`}
      textFilter={{ label: <Trans>Mã, SKU hoặc tên</Trans> }}
      beforeList={<MarketImportCard />}
      query={products}
      itemKey={(product) => `${product.id}-${product.updated_at}`}
      card={(product) => <ProductRow product={product} />}
    />
  )
}

function ProductRow({ product }: { product: AdminProduct }) {
  const { t } = useLingui()
  const toast = useToast()
  const update = useUpdateProduct()
  const [price, setPriceText] = useState(String(product.price))
  const [initial, setInitialText] = useState(String(product.initial_price))
  const [status, setStatus] = useState<SaleStatus>(product.sale_status)
  const [confirming, setConfirming] = useState(false)
  const setPrice = (text: string) => {
    setPriceText(text)
    setConfirming(false)
  }
  const setInitial = (text: string) => {
    setInitialText(text)
    setConfirming(false)
  }
  const priceAmount = moneyValue(price)
  const initialAmount = moneyValue(initial)
  const changes: MoneyChange[] = [
    ...(priceAmount !== null && priceAmount !== product.price
      ? [{ label: t`Giá (¥)`, before: formatMoney(product.price, 'JPY'), after: formatMoney(priceAmount, 'JPY') }]
      : []),
    ...(initialAmount !== null && initialAmount !== product.initial_price
      ? [{ label: t`Giá gốc (¥)`, before: formatMoney(product.initial_price, 'JPY'), after: formatMoney(initialAmount, 'JPY') }]
      : []),
  ]
  const errors = isApiRequestError(update.error) ? (update.error.body?.errors ?? {}) : {}
  const statusLabels: Record<SaleStatus, string> = { on_sale: t`Đang bán`, sold_out: t`Hết hàng`, coming_soon: t`Sắp có hàng` }
  const save = () => {
    if (priceAmount === null || initialAmount === null) return
    update.mutate(
      { id: product.id, body: { price: priceAmount, initial_price: initialAmount, sale_status: status } },
      {
        onSuccess: () => {
          setConfirming(false)
          toast.show(t`Đã lưu sản phẩm ${product.id}`, { variant: 'success' })
        },
      },
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (priceAmount === null || initialAmount === null) return
    // A price change shows old → new first; a status change alone saves at once.
    if (changes.length > 0) setConfirming(true)
    else save()
  }
  return (
    <Card>
      <form className={styles.filters} onSubmit={submit} aria-label={product.name} data-testid="admin-product">
        <p className={form.label}>
          {product.name}{' '}
          <span className={styles.muted}>
            #{product.id} · {product.sku}
          </span>
        </p>
        <MoneyField label={t`Giá (¥)`} currency="JPY" name="price" value={price} onChange={setPrice} errors={errors.price} />
        <MoneyField
          label={t`Giá gốc (¥)`}
          currency="JPY"
          name="initial_price"
          value={initial}
          onChange={setInitial}
          errors={errors.initial_price}
        />
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Tình trạng</Trans>
          </span>
          <select className={form.control} value={status} onChange={(event) => setStatus(event.target.value as SaleStatus)}>
            {SALE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </select>
        </label>
        {confirming ? (
          <ConfirmChanges changes={changes} busy={update.isPending} onCancel={() => setConfirming(false)} onConfirm={save} />
        ) : (
          <Button type="submit" variant="secondary" loading={update.isPending} disabled={priceAmount === null || initialAmount === null}>
            <Trans>Lưu</Trans>
          </Button>
        )}
        {update.isError && !errors.price && !errors.initial_price && <Alert variant="danger">{update.error.message}</Alert>}
      </form>
    </Card>
  )
}
