import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { linkOptions, useLocation, useNavigate } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffSearchResults } from '@shared/contracts/admin/customers'
import { formatDong } from '@shared/money/money'
import { useDebouncedValue } from '@client/app/use-debounced-value'
import { Alert, Button, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import { customerName } from './customer-name'
import { staffSearchQueryOptions } from './customers-query'
import * as styles from './StaffSearch.css'

/** Shorter queries are not asked (an order id or a box code is longer). */
const MIN_QUERY = 2

/** Where each kind of result opens in the console (typed links of its routes). */
const searchTargets = {
  order: (id: number) => linkOptions({ to: '/admin/orders/$id', params: { id } }),
  customer: (id: number) => linkOptions({ to: '/admin/customers/$id', params: { id } }),
  transfers: () => linkOptions({ to: '/admin/transfers', search: { status: 'all' } }),
  product: (sku: string) => linkOptions({ to: '/admin/catalog', search: { q: sku } }),
}

type Target = ReturnType<(typeof searchTargets)[keyof typeof searchTargets]>
type Hit = { key: string; target: Target; label: ReactNode; detail?: ReactNode }

/** Where each result opens, in the order the console lists them. */
function targetsOf(results: StaffSearchResults): Target[] {
  return [
    ...(results.orders ?? []).map((order) => searchTargets.order(order.id)),
    ...(results.boxes ?? []).map((box) => searchTargets.order(box.order_id)),
    ...(results.customers ?? []).map((customer) => searchTargets.customer(customer.id)),
    ...(results.transfers ?? []).map((transfer) =>
      transfer.order_id ? searchTargets.order(transfer.order_id) : searchTargets.transfers(),
    ),
    ...(results.products ?? []).map((product) => searchTargets.product(product.sku)),
  ]
}

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
  const navigate = useNavigate()
  const inputId = useId()
  const resultsId = useId()
  const [value, setValue] = useState('')
  const q = useDebouncedValue(value.trim(), 250)
  const enabled = q.length >= MIN_QUERY
  const search = useQuery({ ...staffSearchQueryOptions(q), enabled })
  const groups = useGroups(enabled && search.data ? search.data : {})
  const found = groups.length > 0
  const open = value.trim().length >= MIN_QUERY
  // A result opened (or any other screen): the search steps aside.
  const { pathname } = useLocation()
  const [shownAt, setShownAt] = useState(pathname)
  if (shownAt !== pathname) {
    setShownAt(pathname)
    setValue('')
  }

  const queryClient = useQueryClient()
  // Enter asks at once (a scanner's Enter comes before the pause the list waits for) and opens the only result.
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const typed = value.trim()
    if (typed.length < MIN_QUERY) return
    // A failed search shows in the list below; Enter then opens nothing.
    const results = await queryClient.fetchQuery(staffSearchQueryOptions(typed)).catch(() => null)
    const targets = results ? targetsOf(results) : []
    if (targets.length === 1) void navigate(targets[0])
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
        ) : !found ? (
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
                      <ConsoleLink {...hit.target} className={styles.hit}>
                        <span className={styles.hitLabel}>{hit.label}</span>
                        {hit.detail && <span className={styles.hitDetail}>{hit.detail}</span>}
                      </ConsoleLink>
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
