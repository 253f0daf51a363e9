import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffSearchResults } from '@shared/contracts/admin/customers'
import { formatDong } from '@shared/money/money'
import { searchTargets } from '@shared/staff/search'
import { useDebouncedValue } from '@client/app/use-debounced-value'
import { Alert, Button, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLink, useAdminNavigate } from './admin-navigation'
import { customerName } from './customer-name'
import { staffSearchQueryOptions } from './customers-query'
import * as styles from './StaffSearch.css'

/** Shorter queries are not asked (an order id or a box code is longer). */
const MIN_QUERY = 2

type Target = { path: string; search: Record<string, string> }
type Hit = { key: string; target: Target; label: ReactNode; detail?: ReactNode }

/** Each kind of result as links, in the order the console shows them. */
function useGroups(results: StaffSearchResults): { kind: string; title: string; hits: Hit[] }[] {
  const { t } = useLingui()
  const groups = [
    {
      kind: 'orders',
      title: t`Đơn hàng`,
      hits: (results.orders ?? []).map((order) => ({
        key: `order-${order.id}`,
        target: searchTargets.order(order.id),
        label: order.code,
        detail: [order.consignee, order.tel, order.customer_name].filter(Boolean).join(' · '),
      })),
    },
    {
      kind: 'boxes',
      title: t`Kiện hàng`,
      hits: (results.boxes ?? []).map((box) => ({
        key: `box-${box.id}`,
        target: searchTargets.order(box.order_id),
        label: box.box_id,
        detail: t`Đơn ${box.order_code}`,
      })),
    },
    {
      kind: 'customers',
      title: t`Khách hàng`,
      hits: (results.customers ?? []).map((customer) => ({
        key: `customer-${customer.id}`,
        target: searchTargets.customer(customer.id),
        label: customerName(customer),
        detail: `#${customer.id}`,
      })),
    },
    {
      kind: 'transfers',
      title: t`Chuyển khoản`,
      hits: (results.transfers ?? []).map((transfer) => ({
        key: `transfer-${transfer.id}`,
        target: transfer.order_id ? searchTargets.order(transfer.order_id) : searchTargets.transfers(),
        label: transfer.reference_code,
        detail: [formatDong(transfer.amount), transfer.order_code].filter(Boolean).join(' · '),
      })),
    },
    {
      kind: 'products',
      title: t`Sản phẩm`,
      hits: (results.products ?? []).map((product) => ({
        key: `product-${product.id}`,
        target: searchTargets.product(product.sku),
        label: product.name,
        detail: product.sku,
      })),
    },
  ]
  return groups.filter((group) => group.hits.length > 0)
}

/**
 * The console header's search (issue 24, "Find anything"): order codes, names without accents, phones,
 * a scanned box code, a bank reference, a product. Results are links grouped by kind; Enter opens the
 * only result (a scanner's code and its Enter go straight to the order); Escape clears.
 */
export function StaffSearch() {
  const { t } = useLingui()
  const navigate = useAdminNavigate()
  const inputId = useId()
  const resultsId = useId()
  const [value, setValue] = useState('')
  const q = useDebouncedValue(value.trim(), 250)
  const enabled = q.length >= MIN_QUERY
  const search = useQuery({ ...staffSearchQueryOptions(q), enabled })
  const groups = useGroups(enabled && search.data ? search.data : {})
  const hits = groups.flatMap((group) => group.hits)
  const open = value.trim().length >= MIN_QUERY
  // A result opened (or any other screen): the search steps aside.
  const { pathname } = useLocation()
  const [shownAt, setShownAt] = useState(pathname)
  if (shownAt !== pathname) {
    setShownAt(pathname)
    setValue('')
  }

  const go = (target: Target) => navigate(target.path, target.search)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (hits.length === 1 && q === value.trim()) go(hits[0].target)
  }
  const clearOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setValue('')
  }

  return (
    <div className={styles.search} onKeyDown={clearOnEscape}>
      <form role="search" aria-label={t`Tìm trong bảng điều khiển`} className={styles.bar} onSubmit={submit}>
        <label htmlFor={inputId} className={form.label}>
          <Trans>Tìm nhanh</Trans>
        </label>
        <div className={styles.controls}>
          <input
            id={inputId}
            className={form.control}
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={t`Mã đơn, tên, điện thoại, mã kiện…`}
            aria-controls={resultsId}
            aria-describedby={`${inputId}-hint`}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit" variant="secondary">
            <Trans>Tìm</Trans>
          </Button>
        </div>
        <p id={`${inputId}-hint`} className={styles.hint}>
          <Trans>Tên không cần dấu. Quét mã kiện rồi Enter để mở đơn.</Trans>
        </p>
      </form>
      <section id={resultsId} aria-label={t`Kết quả tìm kiếm`} aria-live="polite" aria-busy={search.isFetching} hidden={!open}>
        {!open ? null : search.isError ? (
          <Alert variant="danger">{search.error.message}</Alert>
        ) : !enabled || search.isPending || q !== value.trim() ? (
          <Spinner />
        ) : hits.length === 0 ? (
          <p className={styles.hint}>
            <Trans>Không tìm thấy kết quả cho “{q}”.</Trans>
          </p>
        ) : (
          <div className={styles.groups}>
            {groups.map((group) => (
              <section key={group.kind} aria-labelledby={`${resultsId}-${group.kind}`}>
                <h2 id={`${resultsId}-${group.kind}`} className={styles.groupTitle}>
                  {group.title}
                </h2>
                <ul className={styles.list}>
                  {group.hits.map((hit) => (
                    <li key={hit.key}>
                      <AdminLink path={hit.target.path} search={hit.target.search} className={styles.hit}>
                        <span className={styles.hitLabel}>{hit.label}</span>
                        {hit.detail && <span className={styles.hitDetail}>{hit.detail}</span>}
                      </AdminLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </section>
    </div>
  )
}
