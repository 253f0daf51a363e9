import { type FormEvent, useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { CUSTOMER_NOTE_MAX, type CustomerPage as CustomerPageData } from '@shared/contracts/admin/customers'
import { formatDong } from '@shared/money/money'
import { formatDateTime } from '@shared/time'
import { isApiRequestError } from '@client/app/api-client'
import { usePageTitle } from '@client/app/use-page-title'
import { OrderStatusBadge } from '@client/features/orders'
import { formatWalletAmount } from '@client/features/wallet'
import { Alert, Button, Card, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import * as styles from './admin.css'
import { customerName } from './customer-name'
import { customerPageQueryOptions, useAddCustomerNote } from './customers-query'

/**
 * /admin/customers/{id}: one customer — profile, addresses, orders, wallets with their holds, support
 * requests and the internal notes staff write about them (never shown to the customer).
 */
export function CustomerPage({ customerId }: { customerId: number }) {
  const { t } = useLingui()
  usePageTitle(t`Khách hàng #${customerId}`)
  const page = useQuery(customerPageQueryOptions(customerId))
  if (page.isPending) return <Spinner />
  if (page.isError) return <Alert variant="danger">{page.error.message}</Alert>
  const { customer } = page.data
  return (
    <section className={form.page} aria-labelledby="customer-title" data-testid="admin-customer">
      <div className={styles.header}>
        <h1 id="customer-title" className={form.title}>
          {customerName(customer)}
        </h1>
        <span className={styles.muted}>#{customer.id}</span>
      </div>
      <Card className={styles.stack}>
        <dl className={styles.facts}>
          <dt>
            <Trans>Tên</Trans>
          </dt>
          <dd>{customer.name ?? '—'}</dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>{customer.email ?? '—'}</dd>
          <dt>
            <Trans>Điện thoại</Trans>
          </dt>
          <dd>{customer.tel ?? '—'}</dd>
          <dt>
            <Trans>Ngày đăng ký</Trans>
          </dt>
          <dd>{formatDateTime(customer.created_at)}</dd>
        </dl>
      </Card>
      <Notes customerId={customer.id} notes={page.data.notes} />
      <Orders data={page.data} />
      <Wallets data={page.data} />
      <Card className={styles.stack}>
        <h2 className={form.sectionTitle}>
          <Trans>Địa chỉ</Trans>
        </h2>
        {page.data.addresses.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa có địa chỉ.</Trans>
          </p>
        ) : (
          <ul className={styles.changes}>
            {page.data.addresses.map((address) => (
              <li key={address.id}>
                {address.consignee} · {address.tel} · {address.full_address}{' '}
                {address.default && (
                  <span className={styles.badge}>
                    <Trans>Mặc định</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className={styles.stack}>
        <h2 className={form.sectionTitle}>
          <Trans>Yêu cầu hỗ trợ</Trans>
        </h2>
        {page.data.support.length === 0 ? (
          <p className={styles.muted}>
            <Trans>Chưa có yêu cầu.</Trans>
          </p>
        ) : (
          <ul className={styles.changes}>
            {page.data.support.map((request) => (
              <li key={request.id}>
                {request.title} · <span className={styles.muted}>{formatDateTime(request.created_at)}</span>{' '}
                <span className={request.handled ? `${styles.badge} ${styles.badgeDone}` : styles.badge}>
                  {request.handled ? t`Đã xử lý` : t`Đang chờ`}
                </span>
              </li>
            ))}
          </ul>
        )}
        <ConsoleLink to="/admin/support">
          <Trans>Hộp thư hỗ trợ</Trans>
        </ConsoleLink>
      </Card>
    </section>
  )
}

function Orders({ data }: { data: CustomerPageData }) {
  return (
    <Card className={styles.stack}>
      <h2 className={form.sectionTitle}>
        <Trans>Đơn hàng ({data.orders_total})</Trans>
      </h2>
      {data.orders.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có đơn hàng.</Trans>
        </p>
      ) : (
        <ul className={styles.changes}>
          {data.orders.map((order) => (
            <li key={order.id} className={styles.row}>
              <ConsoleLink to="/admin/orders/$id" params={{ id: order.id }}>
                {order.code}
              </ConsoleLink>
              <OrderStatusBadge statusId={order.status_id} />
              <span className={styles.muted}>
                {formatDong(order.total_payment)} · {formatDateTime(order.created_at)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.orders_total > data.orders.length && (
        <ConsoleLink to="/admin/orders" search={{ customer: data.customer.id }}>
          <Trans>Mọi đơn hàng của khách</Trans>
        </ConsoleLink>
      )}
    </Card>
  )
}

function Wallets({ data }: { data: CustomerPageData }) {
  return (
    <Card className={styles.stack}>
      <h2 className={form.sectionTitle}>
        <Trans>Ví</Trans>
      </h2>
      <div className={styles.cards}>
        {data.wallets.map((wallet) => (
          <div key={wallet.id} data-testid="admin-customer-wallet" data-currency={wallet.currency_id}>
            <p className={styles.muted}>{wallet.currency_id}</p>
            <p className={styles.count}>{formatWalletAmount(wallet.balance, wallet.currency_id)}</p>
            <p className={styles.muted}>
              <Trans>Khả dụng: {formatWalletAmount(wallet.amount_available_for_payment, wallet.currency_id)}</Trans>
            </p>
            {wallet.held > 0 && (
              <p className={styles.muted}>
                <Trans>Đang giữ cho đấu giá: {formatWalletAmount(wallet.held, wallet.currency_id)}</Trans>
              </p>
            )}
          </div>
        ))}
      </div>
      <ConsoleLink to="/admin/wallets" search={{ customer: data.customer.id }}>
        <Trans>Sổ ví của khách</Trans>
      </ConsoleLink>
    </Card>
  )
}

function Notes({ customerId, notes }: { customerId: number; notes: CustomerPageData['notes'] }) {
  const { t } = useLingui()
  const fieldId = useId()
  const [body, setBody] = useState('')
  const add = useAddCustomerNote(customerId)
  const fieldError = isApiRequestError(add.error) ? add.error.body?.errors?.body?.[0] : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    add.mutate({ body }, { onSuccess: () => setBody('') })
  }
  return (
    <Card className={styles.stack}>
      <h2 className={form.sectionTitle}>
        <Trans>Ghi chú nội bộ</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Chỉ nhân viên thấy; khách hàng không bao giờ thấy.</Trans>
      </p>
      <form className={form.form} onSubmit={submit} aria-label={t`Thêm ghi chú`}>
        <div className={form.field}>
          <label htmlFor={fieldId} className={form.label}>
            <Trans>Ghi chú mới</Trans>
          </label>
          <textarea
            id={fieldId}
            className={form.textarea}
            value={body}
            maxLength={CUSTOMER_NOTE_MAX}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${fieldId}-error` : undefined}
          />
          {fieldError && (
            <p id={`${fieldId}-error`} className={form.fieldError}>
              {fieldError}
            </p>
          )}
        </div>
        {add.isError && !fieldError && <Alert variant="danger">{add.error.message}</Alert>}
        <div className={form.actions}>
          <Button type="submit" disabled={add.isPending || body.trim() === ''}>
            <Trans>Lưu ghi chú</Trans>
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có ghi chú.</Trans>
        </p>
      ) : (
        <ul className={styles.changes} aria-label={t`Ghi chú đã lưu`}>
          {notes.map((note) => (
            <li key={note.id}>
              <p className={styles.textBlock}>{note.body}</p>
              <p className={styles.muted}>
                {note.author} · {formatDateTime(note.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
