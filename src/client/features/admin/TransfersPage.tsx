import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { checkoutCode } from '@shared/contracts/checkout'
import { orderCode } from '@shared/contracts/order'
import { BANK_STATEMENT_MAX_BYTES, type BankTransfer, type BankTransferStatus } from '@shared/contracts/payments'
import { formatDong } from '@shared/money/money'
import { formatDateTime } from '@shared/time'
import { usePageTitle } from '@client/app/use-page-title'
import { isApiRequestError } from '@client/app/api-client'
import { Alert, Button, Card, FormField } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import type { TransfersSearch } from './console-search'
import { currentIf, ListScreen } from './ListScreen'
import * as styles from './admin.css'
import { bankTransfersQueryOptions, useAssignTransfer, useImportStatement, useReturnTransfer } from './transfers-query'

/** An order typed as its code (OS001003, os 1003) or its number. */
function orderIdOf(text: string): number | null {
  const digits = /^\s*(?:os)?\s*0*(\d{1,9})\s*$/i.exec(text)?.[1]
  return digits && Number(digits) > 0 ? Number(digits) : null
}

/** The transfers list's query for the route's search (its loader starts the same one). */
export const transfersListQueryOptions = (search: TransfersSearch) =>
  bankTransfersQueryOptions(search.status === 'all' ? undefined : 'unmatched', search.page ?? 1)

/** /admin/transfers: bank transfers the feed reported; the queue holds those naming no known order. */
export function TransfersPage({ search, onSearchChange }: { search: TransfersSearch; onSearchChange: (next: TransfersSearch) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Chuyển khoản cần khớp`)
  const all = search.status === 'all'
  const transfers = useQuery(transfersListQueryOptions(search))
  return (
    <ListScreen
      title={<Trans>Chuyển khoản cần khớp</Trans>}
      search={search}
      onSearchChange={onSearchChange}
      tabs={{
        label: t`Lọc chuyển khoản`,
        links: (
          <>
            <ConsoleLink to="/admin/transfers" aria-current={currentIf(!all)}>
              <Trans>Cần khớp</Trans>
            </ConsoleLink>
            <ConsoleLink to="/admin/transfers" search={{ status: 'all' }} aria-current={currentIf(all)}>
              <Trans>Tất cả</Trans>
            </ConsoleLink>
          </>
        ),
      }}
      beforeList={<StatementImport />}
      query={transfers}
      itemKey={(transfer) => transfer.id}
      card={(transfer) => <TransferCard transfer={transfer} />}
    />
  )
}

/**
 * A bank statement for banks without a feed (README: Bank statement import): a CSV file with the header
 * date,amount,content,reference, checked for size before it is sent; each row is matched as the feed's
 * transfers are, and a statement imported again records nothing. Any bad row refuses the whole file, each named.
 */
function StatementImport() {
  const { t } = useLingui()
  const upload = useImportStatement()
  const [file, setFile] = useState<File | null>(null)
  const tooLarge = file !== null && file.size > BANK_STATEMENT_MAX_BYTES
  const error = upload.error
  const rowErrors = isApiRequestError(error) ? Object.entries(error.body?.errors ?? {}).filter(([field]) => field.startsWith('rows.')) : []
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (file && !tooLarge) upload.mutate(file)
  }
  const result = upload.data
  return (
    <Card className={styles.stack}>
      <h2 className={form.sectionTitle}>
        <Trans>Nhập sao kê ngân hàng (CSV)</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          Dòng đầu: date,amount,content,reference — số tiền nguyên đồng (1.000.000), tối đa {Math.floor(BANK_STATEMENT_MAX_BYTES / 1000)}{' '}
          KB.
        </Trans>
      </p>
      <form className={form.form} onSubmit={submit}>
        <FormField
          label={t`Tệp sao kê`}
          errors={tooLarge ? [t`Tệp quá lớn (tối đa ${Math.floor(BANK_STATEMENT_MAX_BYTES / 1000)} KB).`] : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              className={form.control}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null)
                upload.reset()
              }}
            />
          )}
        </FormField>
        {upload.isPending && <progress aria-label={t`Đang nhập sao kê`} className={styles.progress} />}
        <div className={form.actions}>
          <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
            <Trans>Nhập sao kê</Trans>
          </Button>
        </div>
      </form>
      {result && (
        <Alert variant={result.recorded === 0 ? 'info' : 'success'}>
          <span data-testid="statement-result">
            <Trans>
              {result.recorded} giao dịch mới, {result.known} đã có từ trước, {result.to_match} cần khớp.
            </Trans>
          </span>
        </Alert>
      )}
      {upload.isError && (
        <Alert variant="danger">
          {error?.message}
          {rowErrors.length > 0 && (
            <ul>
              {rowErrors.map(([field, messages]) => (
                <li key={field}>
                  <Trans>Dòng {field.slice('rows.'.length)}</Trans>: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </Card>
  )
}

function useStatusLabel() {
  const { t } = useLingui()
  return (status: BankTransferStatus) =>
    ({ applied: t`Đã ghi vào ví`, unmatched: t`Cần khớp`, ignored: t`Bỏ qua`, returned: t`Đã trả lại` })[status]
}

function TransferCard({ transfer }: { transfer: BankTransfer }) {
  const label = useStatusLabel()
  return (
    <Card className={styles.stack} role="article">
      <div className={styles.header}>
        <strong>{formatDong(transfer.amount)}</strong>
        <span className={styles.muted}>
          {transfer.transaction_date || formatDateTime(transfer.received_at)} · {label(transfer.status)}
          {transfer.reason && ` (${transfer.reason})`}
        </span>
      </div>
      <p className={styles.textBlock}>{transfer.content}</p>
      <p className={styles.muted}>
        {transfer.gateway} · {transfer.account_number} · {transfer.reference_code ?? transfer.provider_id}
      </p>
      {transfer.order_id !== null && (
        <ConsoleLink to="/admin/orders/$id" params={{ id: transfer.order_id }}>
          {orderCode(transfer.order_id)}
        </ConsoleLink>
      )}
      {transfer.checkout_id !== null && <CheckoutSplit transfer={transfer} />}
      {transfer.note && <p className={styles.muted}>{transfer.note}</p>}
      {transfer.status === 'unmatched' && <ResolveTransfer transfer={transfer} />}
    </Card>
  )
}

/** A checkout's transfer: its code and what it paid of each order, in order (the rest stayed in the wallet). */
function CheckoutSplit({ transfer }: { transfer: BankTransfer }) {
  const { t } = useLingui()
  return (
    <div>
      <p className={styles.muted}>{checkoutCode(transfer.checkout_id!)}</p>
      <ul aria-label={t`Chia cho các đơn`}>
        {transfer.allocations.map((allocation) => (
          <li key={allocation.order_id}>
            <ConsoleLink to="/admin/orders/$id" params={{ id: allocation.order_id }}>
              {orderCode(allocation.order_id)}
            </ConsoleLink>
            : {formatDong(allocation.amount)}
          </li>
        ))}
      </ul>
      {transfer.amount > transfer.applied_amount && (
        <p className={styles.muted}>
          <Trans>Còn lại trong ví</Trans>: {formatDong(transfer.amount - transfer.applied_amount)}
        </p>
      )}
    </div>
  )
}

type Pending = { kind: 'order'; id: number } | { kind: 'customer'; id: number } | { kind: 'return'; note: string } | null

/** Assign to an order or a customer, or mark returned — each asked once more, with the amount, before it is done. */
function ResolveTransfer({ transfer }: { transfer: BankTransfer }) {
  const { t } = useLingui()
  const [orderText, setOrderText] = useState('')
  const [customerText, setCustomerText] = useState('')
  const [note, setNote] = useState('')
  const [pending, setPending] = useState<Pending>(null)
  const assign = useAssignTransfer()
  const giveBack = useReturnTransfer()
  const amount = formatDong(transfer.amount)
  const orderId = orderIdOf(orderText)
  const customerId = /^\s*[1-9]\d{0,8}\s*$/.test(customerText) ? Number(customerText) : null
  const busy = assign.isPending || giveBack.isPending
  const confirm = () => {
    if (!pending) return
    if (pending.kind === 'order') assign.mutate({ id: transfer.id, body: { order_id: pending.id } }, { onSettled: () => setPending(null) })
    if (pending.kind === 'customer')
      assign.mutate({ id: transfer.id, body: { customer_id: pending.id } }, { onSettled: () => setPending(null) })
    if (pending.kind === 'return') giveBack.mutate({ id: transfer.id, note: pending.note }, { onSettled: () => setPending(null) })
  }
  if (pending) {
    const code = pending.kind === 'order' ? orderCode(pending.id) : ''
    const customer = pending.kind === 'customer' ? `#${pending.id}` : ''
    return (
      <div className={styles.stack} role="group" aria-label={t`Xác nhận`}>
        <p>
          {pending.kind === 'order' && (
            <Trans>
              Ghi {amount} vào ví khách của đơn {code} và trừ cho đơn số còn phải trả?
            </Trans>
          )}
          {pending.kind === 'customer' && (
            <Trans>
              Ghi {amount} vào ví khách hàng {customer}?
            </Trans>
          )}
          {pending.kind === 'return' && <Trans>Đánh dấu {amount} đã trả lại người chuyển?</Trans>}
        </p>
        <div className={styles.row}>
          <Button loading={busy} onClick={confirm} data-testid="admin-transfer-confirm">
            <Trans>Xác nhận</Trans>
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => setPending(null)}>
            <Trans>Hủy</Trans>
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Mã đơn</Trans>
          </span>
          <input className={form.control} value={orderText} onChange={(event) => setOrderText(event.target.value)} placeholder="OS001003" />
        </label>
        <Button variant="outline" disabled={orderId === null} onClick={() => orderId && setPending({ kind: 'order', id: orderId })}>
          <Trans>Gán cho đơn</Trans>
        </Button>
      </div>
      <div className={styles.row}>
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Mã khách hàng</Trans>
          </span>
          <input
            className={form.control}
            inputMode="numeric"
            value={customerText}
            onChange={(event) => setCustomerText(event.target.value)}
          />
        </label>
        <Button
          variant="outline"
          disabled={customerId === null}
          onClick={() => customerId && setPending({ kind: 'customer', id: customerId })}
        >
          <Trans>Ghi vào ví</Trans>
        </Button>
      </div>
      <div className={styles.row}>
        <label className={form.field}>
          <span className={form.label}>
            <Trans>Ghi chú trả lại</Trans>
          </span>
          <input className={form.control} value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <Button variant="outline" disabled={!note.trim()} onClick={() => setPending({ kind: 'return', note: note.trim() })}>
          <Trans>Đã trả lại</Trans>
        </Button>
      </div>
      {assign.isError && <Alert variant="danger">{assign.error.message}</Alert>}
      {giveBack.isError && <Alert variant="danger">{giveBack.error.message}</Alert>}
    </div>
  )
}
