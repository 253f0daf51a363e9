import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Paginated } from '@shared/http/list-query'
import {
  toggleTransactionSort,
  transactionTypeName,
  type Transaction,
  type TransactionSort,
  type TransactionSortField,
} from '@shared/contracts/wallet'
import type { Locale } from '@shared/i18n/locales'
import { formatDateTime } from '@shared/time'
import { cx } from '@client/ui'
import { HrefLink } from '@client/app/HrefLink'
import { formatWalletAmount } from './money'
import { auctionLotPath, orderIdOf, referenceId, referenceLabel } from './reference-label'
import * as styles from './wallet.css'

type TransactionTableProps = {
  page: Paginated<Transaction>
  currency: string
  sort?: TransactionSort
  onSort: (sort: TransactionSort) => void
  /** Staff console: an action cell per row (e.g. Void). */
  action?: (transaction: Transaction) => ReactNode
  /** Where an order a row names opens (the customer's order page by default; the console's for staff). */
  orderPath?: (orderId: number) => string
}

const customerOrderPath = (orderId: number) => `/customer/orders/${orderId}`

/** Columns: row number, Voucher date (sortable), Transaction type, Amount (sortable), Reference. */
export function TransactionTable({ page, currency, sort, onSort, action, orderPath = customerOrderPath }: TransactionTableProps) {
  const { i18n, t } = useLingui()
  const firstRow = (page.current_page - 1) * page.per_page
  // On a phone the rows are cards: each cell names its column (data-label), the sort buttons stay on top.
  return (
    <table className={styles.table} data-testid="transaction-table">
      <thead className={styles.head}>
        <tr className={styles.headRow}>
          <th className={cx(styles.th, styles.wideOnly)} scope="col">
            #
          </th>
          <SortableHeader field="voucher_date" sort={sort} onSort={onSort}>
            <Trans>Ngày chứng từ</Trans>
          </SortableHeader>
          <th className={cx(styles.th, styles.wideOnly)} scope="col">
            <Trans>Loại giao dịch</Trans>
          </th>
          <SortableHeader field="amount" sort={sort} onSort={onSort} numeric>
            <Trans>Số tiền</Trans>
          </SortableHeader>
          <th className={cx(styles.th, styles.wideOnly)} scope="col">
            <Trans>Tham chiếu</Trans>
          </th>
          {action && <td className={cx(styles.th, styles.wideOnly)} />}
        </tr>
      </thead>
      <tbody className={styles.body}>
        {page.data.map((transaction, position) => (
          <tr
            key={transaction.id}
            className={styles.row}
            data-testid="transaction-row"
            data-amount={transaction.amount}
            data-voucher-date={transaction.voucher_date}
          >
            <td className={cx(styles.td, styles.rowNumber)}>{firstRow + position + 1}</td>
            <td className={cx(styles.td, styles.numeric, styles.labelled)} data-label={t`Ngày chứng từ`}>
              {formatDateTime(transaction.voucher_date)}
            </td>
            <td className={cx(styles.td, styles.typeCell)}>
              {transaction.transaction_type ? transactionTypeName(transaction.transaction_type, i18n.locale as Locale) : '...'}
            </td>
            <td
              className={cx(
                styles.td,
                styles.numeric,
                styles.labelled,
                styles.amountCell,
                transaction.amount < 0 ? styles.negative : undefined,
              )}
              data-label={t`Số tiền`}
            >
              <span className={transaction.status === 'released' || transaction.status === 'applied' ? styles.ended : undefined}>
                {formatWalletAmount(transaction.amount, currency)}
              </span>
              <StatusTag status={transaction.status} />
            </td>
            <td className={cx(styles.td, styles.labelled)} data-label={t`Tham chiếu`}>
              <References transaction={transaction} orderPath={orderPath} />
            </td>
            {action && <td className={styles.td}>{action(transaction)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Pending: not in the balance yet (an auction deposit held, a debit to come). An auction hold that
 * ended counts nowhere: released (the money is free again) or applied (paid into the won lot's order).
 */
function StatusTag({ status }: { status: Transaction['status'] }) {
  if (status === 'posted') return null
  return (
    <span className={styles.pending} data-testid="transaction-status" data-status={status}>
      {status === 'pending' || status === 'awaiting_approval' ? (
        <Trans>Chờ xử lý</Trans>
      ) : status === 'released' ? (
        <Trans>Đã hoàn</Trans>
      ) : (
        <Trans>Đã trừ</Trans>
      )}
    </span>
  )
}

function References({ transaction, orderPath }: { transaction: Transaction; orderPath: (orderId: number) => string }) {
  const { i18n } = useLingui()
  if (!transaction.references?.length) return <>...</>
  return (
    <>
      {transaction.references.map((reference) => {
        const { receiptable_type: type, receiptable_id: id } = reference
        const orderId = orderIdOf(type, id)
        const path = orderId === null ? auctionLotPath(type, id) : orderPath(orderId)
        const text = `${referenceId(type, id)} ${referenceLabel(type, (descriptor) => i18n._(descriptor))}`
        return <div key={reference.id}>{path ? <HrefLink href={path}>{text}</HrefLink> : text}</div>
      })}
    </>
  )
}

type SortableHeaderProps = {
  field: TransactionSortField
  sort?: TransactionSort
  onSort: (sort: TransactionSort) => void
  numeric?: boolean
  children: ReactNode
}

function SortableHeader({ field, sort, onSort, numeric, children }: SortableHeaderProps) {
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : 'none'
  return (
    <th className={cx(styles.th, styles.sortableTh, numeric && styles.numeric)} scope="col" aria-sort={direction}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(toggleTransactionSort(sort, field))}>
        {children}
        <span aria-hidden="true">{direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}</span>
      </button>
    </th>
  )
}
