import { type ReactNode, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { type AdminCustomer, VOID_REFERENCE } from '@shared/contracts/admin/ledger'
import type { TransactionSort, Wallet } from '@shared/contracts/wallet'
import { usePageTitle } from '@client/app/use-page-title'
import { formatWalletAmount, TransactionTable } from '@client/features/wallet'
import { Alert, Card, EmptyState, Pagination, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import type { WalletsSearch } from './console-search'
import { ListScreen, type ListColumn } from './ListScreen'
import { customerName } from './customer-name'
import * as styles from './admin.css'
import { ExportControls } from './ExportControls'
import { LedgerApprovals } from './LedgerApprovals'
import { LedgerEntryForm } from './LedgerEntryForm'
import { canOfferVoid, VoidEntryButton } from './LedgerVoidDialog'
import { customersQueryOptions, customerWalletsQueryOptions, walletTransactionsQueryOptions } from './ledger-query'

/** The wallets screen's first query for the route's search: the customer's wallets, or the finder's page (its loader). */
export const warmLedger = (queryClient: QueryClient, search: WalletsSearch): Promise<unknown> =>
  search.customer === undefined
    ? queryClient.ensureQueryData(customersQueryOptions(search.q, search.page ?? 1))
    : queryClient.ensureQueryData(customerWalletsQueryOptions(search.customer))

type WalletsProps = { search: WalletsSearch; onSearchChange: (next: WalletsSearch) => void }

/** /admin/wallets: find a customer, see their wallets (balance = sum of transactions), record deposits, debits and refunds. */
export function LedgerPage({ search, onSearchChange }: WalletsProps) {
  const { t } = useLingui()
  usePageTitle(t`Ví khách hàng`)
  const top = (
    <>
      <LedgerApprovals />
      <Card>
        <ExportControls kinds={['ledger']} />
      </Card>
    </>
  )
  if (search.customer === undefined) return <CustomerFinder search={search} onSearchChange={onSearchChange} top={top} />
  return (
    <section className={form.page} aria-labelledby="ledger-title">
      <h1 id="ledger-title" className={form.title}>
        <Trans>Ví khách hàng</Trans>
      </h1>
      {top}
      <CustomerLedger customerId={search.customer} />
    </section>
  )
}

function CustomerFinder({ search, onSearchChange, top }: WalletsProps & { top: ReactNode }) {
  const { t } = useLingui()
  const customers = useQuery(customersQueryOptions(search.q, search.page ?? 1))
  const columns: ListColumn<AdminCustomer>[] = [
    {
      key: 'name',
      header: <Trans>Khách hàng</Trans>,
      label: t`Khách hàng`,
      cell: (customer) => (
        <ConsoleLink to="/admin/wallets" search={{ customer: customer.id }} data-testid="admin-customer-link">
          {customerName(customer)}
        </ConsoleLink>
      ),
    },
    { key: 'id', header: <Trans>Mã khách hàng</Trans>, label: t`Mã khách hàng`, cell: (customer) => `#${customer.id}` },
    {
      key: 'page',
      header: <Trans>Trang khách hàng</Trans>,
      label: t`Trang khách hàng`,
      cell: (customer) => (
        <ConsoleLink to="/admin/customers/$id" params={{ id: customer.id }}>
          <Trans>Trang khách hàng</Trans>
        </ConsoleLink>
      ),
    },
  ]
  return (
    <ListScreen
      title={<Trans>Ví khách hàng</Trans>}
      top={top}
      search={search}
      onSearchChange={onSearchChange}
      filterLabel={t`Tìm khách hàng`}
      textFilter={{
        label: <Trans>Khách hàng</Trans>,
        placeholder: t`Mã khách hàng, e-mail, tên, điện thoại`,
        testId: 'admin-customer-search',
      }}
      query={customers}
      itemKey={(customer) => customer.id}
      columns={columns}
    />
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
          <ConsoleLink to="/admin/wallets">
            <Trans>Khách hàng khác</Trans>
          </ConsoleLink>
          <ConsoleLink to="/admin/orders" search={{ customer: customer.id }}>
            <Trans>Đơn hàng của khách</Trans>
          </ConsoleLink>
          <ConsoleLink to="/admin/customers/$id" params={{ id: customer.id }}>
            <Trans>Trang khách hàng</Trans>
          </ConsoleLink>
        </div>
        <div className={styles.cards}>
          {wallets.map((wallet) => (
            <div
              key={wallet.id}
              role="group"
              aria-labelledby={`wallet-${wallet.id}-currency`}
              data-testid="admin-wallet"
              data-currency={wallet.currency_id}
            >
              <p id={`wallet-${wallet.id}-currency`} className={styles.muted}>
                {wallet.currency_id}
              </p>
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
  const router = useRouter()
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
          orderPath={(orderId) => router.buildLocation({ to: '/admin/orders/$id', params: { id: orderId } }).href}
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
