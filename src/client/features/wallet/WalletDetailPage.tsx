import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TransactionSort, Wallet } from '@shared/contracts/wallet'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Button, Card, EmptyState, OfflineUnavailable, Pagination, Skeleton, Spinner, cx, isOfflineGap } from '@client/ui'
import * as form from '@client/ui/form.css'
import { DateRangePicker } from './DateRangePicker'
import { formatWalletAmount } from './money'
import { TransactionTable } from './TransactionTable'
import { parseVoucherRange, type WalletDetailSearch } from './wallet-search'
import { transactionsQueryOptions, walletQueryOptions } from './wallet-query'
import * as styles from './wallet.css'

type WalletDetailPageProps = {
  walletId: number
  search: WalletDetailSearch
  /** Replaces the page's search parameters (the URL is the table's state). */
  onSearchChange: (search: WalletDetailSearch) => void
}

/** /customer/wallet/{id}: the wallet's figures and its transactions with sort, filters and paging. */
export function WalletDetailPage({ walletId, search, onSearchChange }: WalletDetailPageProps) {
  const { t } = useLingui()
  usePageTitle(t`Ví`)
  const wallet = useQuery(walletQueryOptions(walletId))
  const voucherDate = parseVoucherRange(search.voucher_date)
  const page = search.transactions_page ?? 1
  const transactions = useQuery({
    ...transactionsQueryOptions({ walletId, page, sort: search.sort, voucherDate, reference: search.reference }),
    enabled: wallet.isSuccess,
  })
  const walletGap = isOfflineGap(wallet)
  const transactionsGap = isOfflineGap(transactions)
  // Any filter or sort change starts again at page 1.
  const refine = (change: Partial<WalletDetailSearch>) => onSearchChange({ ...search, ...change, transactions_page: undefined })

  return (
    <section className={form.page} aria-labelledby="wallet-title">
      <h1 id="wallet-title" className={form.title}>
        <Trans>Ví</Trans>
      </h1>
      {walletGap && <OfflineUnavailable />}
      {wallet.isPending && !walletGap && <Skeleton height="6rem" />}
      {wallet.isError && !walletGap && <Alert variant="danger">{wallet.error.message}</Alert>}
      {wallet.data && <WalletSummary wallet={wallet.data} />}
      {wallet.data && (
        <Card className={form.form}>
          <TransactionFilters search={search} onRefine={refine} onClear={() => onSearchChange({})} />
          <div className={styles.tableWrap} aria-busy={transactions.isFetching || undefined}>
            {transactionsGap && <OfflineUnavailable />}
            {transactions.isPending && !transactionsGap && <Skeleton height="12rem" />}
            {transactions.isError && !transactionsGap && <Alert variant="danger">{transactions.error.message}</Alert>}
            {transactions.data && transactions.data.data.length > 0 && (
              <TransactionTable
                page={transactions.data}
                currency={wallet.data.currency_id}
                sort={search.sort}
                onSort={(sort: TransactionSort) => refine({ sort })}
              />
            )}
            {transactions.data?.data.length === 0 && <EmptyState />}
            {transactions.isFetching && !transactions.isPending && (
              <div className={styles.loading}>
                <Spinner />
              </div>
            )}
          </div>
          {transactions.data && (
            <Pagination
              currentPage={transactions.data.current_page}
              lastPage={transactions.data.last_page}
              onPageChange={(next) => onSearchChange({ ...search, transactions_page: next > 1 ? next : undefined })}
            />
          )}
        </Card>
      )}
    </section>
  )
}

function WalletSummary({ wallet }: { wallet: Wallet }) {
  const available = wallet.amount_available_for_payment
  return (
    <Card className={styles.summary}>
      <Figure term={<Trans>Loại tiền</Trans>} className={styles.figure}>
        {wallet.currency_id}
      </Figure>
      <Figure term={<Trans>Số dư</Trans>} className={cx(styles.figure, styles.positive)} testId="wallet-balance">
        {formatWalletAmount(wallet.balance, wallet.currency_id)}
      </Figure>
      <Figure
        term={<Trans>Có thể thanh toán</Trans>}
        className={cx(styles.figure, available < 0 ? styles.negative : styles.positive)}
        testId="wallet-available"
      >
        {formatWalletAmount(available, wallet.currency_id)}
      </Figure>
    </Card>
  )
}

/** One figure, a group named by its label (found and read as "Balance, 1,234đ"). */
function Figure({ term, className, testId, children }: { term: ReactNode; className: string; testId?: string; children: ReactNode }) {
  const id = useId()
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className={styles.figureLabel}>
        {term}
      </p>
      <p className={className} data-testid={testId}>
        {children}
      </p>
    </div>
  )
}

type FiltersProps = {
  search: WalletDetailSearch
  onRefine: (change: Partial<WalletDetailSearch>) => void
  onClear: () => void
}

function TransactionFilters({ search, onRefine, onClear }: FiltersProps) {
  const { t } = useLingui()
  const [reference, setReference] = useState(search.reference ?? '')
  useEffect(() => setReference(search.reference ?? ''), [search.reference])
  const applyReference = (event: FormEvent) => {
    event.preventDefault()
    onRefine({ reference: reference.trim() || undefined })
  }
  return (
    <div className={styles.filters} data-testid="transaction-filters">
      <DateRangePicker
        label={t`Ngày chứng từ`}
        value={parseVoucherRange(search.voucher_date)}
        onChange={(range) => onRefine({ voucher_date: range.join(',') })}
      />
      <form className={styles.referenceForm} onSubmit={applyReference} role="search">
        <label htmlFor="transaction-reference" className={styles.label}>
          <Trans>Mã tham chiếu</Trans>
        </label>
        <input
          id="transaction-reference"
          className={styles.input}
          value={reference}
          enterKeyHint="search"
          placeholder={t`Nhập mã rồi nhấn Enter`}
          onChange={(event) => setReference(event.target.value)}
        />
      </form>
      <Button variant="outline" onClick={onClear}>
        <Trans>Xoá bộ lọc</Trans>
      </Button>
    </div>
  )
}
