import { useEffect, useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { VOID_REFERENCE } from '@shared/contracts/admin/ledger'
import type { TransactionSort, Wallet } from '@shared/contracts/wallet'
import { usePageTitle } from '@client/app/use-page-title'
import { formatWalletAmount, TransactionTable } from '@client/features/wallet'
import { Alert, Button, Card, EmptyState, Pagination, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLink, useAdminNavigate, useAdminSearch } from './admin-navigation'
import { positiveInt, text } from './admin-search'
import { customerName } from './customer-name'
import * as styles from './admin.css'
import { ExportControls } from './ExportControls'
import { LedgerApprovals } from './LedgerApprovals'
import { LedgerEntryForm } from './LedgerEntryForm'
import { canOfferVoid, VoidEntryButton } from './LedgerVoidDialog'
import { customersQueryOptions, customerWalletsQueryOptions, walletTransactionsQueryOptions } from './ledger-query'

/** /admin/wallets: find a customer, see their wallets (balance = sum of transactions), record deposits, debits and refunds. */
export function LedgerPage() {
  const { t } = useLingui()
  usePageTitle(t`Ví khách hàng`)
  const raw = useAdminSearch()
  const customerId = positiveInt(raw.customer)
  return (
    <section className={form.page} aria-labelledby="ledger-title">
      <h1 id="ledger-title" className={form.title}>
        <Trans>Ví khách hàng</Trans>
      </h1>
      <LedgerApprovals />
      <Card>
        <ExportControls kinds={['ledger']} />
      </Card>
      {customerId === undefined ? (
        <CustomerFinder search={text(raw.q)} page={positiveInt(raw.page) ?? 1} />
      ) : (
        <CustomerLedger customerId={customerId} />
      )}
    </section>
  )
}

function CustomerFinder({ search, page }: { search?: string; page: number }) {
  const { t } = useLingui()
  const navigate = useAdminNavigate()
  const customers = useQuery(customersQueryOptions(search, page))
  const [q, setQ] = useState(search ?? '')
  useEffect(() => setQ(search ?? ''), [search])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    navigate('wallets', { q: q.trim() }, { replace: true })
  }
  return (
    <>
      <Card>
        <form className={styles.filters} onSubmit={submit} role="search" aria-label={t`Tìm khách hàng`}>
          <label className={form.field}>
            <span className={form.label}>
              <Trans>Khách hàng</Trans>
            </span>
            <input
              className={form.control}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t`Mã khách hàng, e-mail, tên, điện thoại`}
              data-testid="admin-customer-search"
            />
          </label>
          <Button type="submit" variant="secondary">
            <Trans>Tìm</Trans>
          </Button>
        </form>
      </Card>
      <Card>
        {customers.isPending ? (
          <Spinner />
        ) : customers.isError ? (
          <Alert variant="danger">{customers.error.message}</Alert>
        ) : customers.data.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className={styles.changes}>
            {customers.data.data.map((customer) => (
              <li key={customer.id}>
                <AdminLink path="wallets" search={{ customer: customer.id }} data-testid="admin-customer-link">
                  {customerName(customer)}
                </AdminLink>{' '}
                <span className={styles.muted}>#{customer.id}</span>{' '}
                <AdminLink path={`customers/${customer.id}`}>
                  <Trans>Trang khách hàng</Trans>
                </AdminLink>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {customers.data && (
        <Pagination
          currentPage={customers.data.current_page}
          lastPage={customers.data.last_page}
          onPageChange={(next) => navigate('wallets', { q: search, page: next }, { replace: true })}
        />
      )}
    </>
  )
}

function CustomerLedger({ customerId }: { customerId: number }) {
  const ledger = useQuery(customerWalletsQueryOptions(customerId))
  if (ledger.isPending) return <Spinner />
  if (ledger.isError) return <Alert variant="danger">{ledger.error.message}</Alert>
  const { customer, wallets } = ledger.data
  return (
    <>
      <Card className={styles.stack}>
        <p className={form.sectionTitle} data-testid="admin-ledger-customer">
          {customerName(customer)} <span className={styles.muted}>#{customer.id}</span>
        </p>
        <div className={styles.row}>
          <AdminLink path="wallets">
            <Trans>Khách hàng khác</Trans>
          </AdminLink>
          <AdminLink path="orders" search={{ customer: customer.id }}>
            <Trans>Đơn hàng của khách</Trans>
          </AdminLink>
          <AdminLink path={`customers/${customer.id}`}>
            <Trans>Trang khách hàng</Trans>
          </AdminLink>
        </div>
        <div className={styles.cards}>
          {wallets.map((wallet) => (
            <div key={wallet.id} data-testid="admin-wallet" data-currency={wallet.currency_id}>
              <p className={styles.muted}>{wallet.currency_id}</p>
              <p className={styles.count} data-testid="admin-wallet-balance">
                {formatWalletAmount(wallet.balance, wallet.currency_id)}
              </p>
            </div>
          ))}
        </div>
      </Card>
      <Card className={styles.stack}>
        <h2 className={form.sectionTitle}>
          <Trans>Ghi giao dịch</Trans>
        </h2>
        <LedgerEntryForm customerId={customer.id} wallets={wallets} />
      </Card>
      {wallets.map((wallet) => (
        <WalletTransactions key={wallet.id} wallet={wallet} />
      ))}
    </>
  )
}

function WalletTransactions({ wallet }: { wallet: Wallet }) {
  const [page, setPage] = useState(1)
  const [sort, setSort] = useState<TransactionSort | undefined>()
  const transactions = useQuery(walletTransactionsQueryOptions(wallet.id, page, sort))
  // Entries this page shows voided (a reversal on the page names them): no second Void offered.
  const voided = new Set(
    (transactions.data?.data ?? []).flatMap((row) =>
      (row.references ?? [])
        .filter((reference) => reference.receiptable_type === VOID_REFERENCE)
        .map((reference) => reference.receiptable_id),
    ),
  )
  return (
    <Card className={styles.stack}>
      <h2 className={form.sectionTitle}>
        <Trans>Giao dịch ví {wallet.currency_id}</Trans>
      </h2>
      {transactions.isPending ? (
        <Spinner />
      ) : transactions.isError ? (
        <Alert variant="danger">{transactions.error.message}</Alert>
      ) : transactions.data.data.length === 0 ? (
        <EmptyState />
      ) : (
        <TransactionTable
          page={transactions.data}
          currency={wallet.currency_id}
          sort={sort}
          onSort={setSort}
          orderPath={(orderId) => `/admin/orders/${orderId}`}
          action={(transaction) =>
            canOfferVoid(transaction) && !voided.has(String(transaction.id)) ? (
              <VoidEntryButton transaction={transaction} wallet={wallet} />
            ) : null
          }
        />
      )}
      {transactions.data && (
        <Pagination currentPage={transactions.data.current_page} lastPage={transactions.data.last_page} onPageChange={setPage} />
      )}
    </Card>
  )
}
