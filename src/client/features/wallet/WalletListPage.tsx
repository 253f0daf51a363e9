import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, EmptyState, OfflineUnavailable, Skeleton, isOfflineGap } from '@client/ui'
import * as form from '@client/ui/form.css'
import { formatWalletAmount } from './money'
import { walletsQueryOptions } from './wallet-query'
import * as styles from './wallet.css'

/** /customer/wallet: one card per wallet (currency, balance), each linking to its detail. */
export function WalletListPage() {
  const { t } = useLingui()
  usePageTitle(t`Ví của tôi`)
  const wallets = useQuery(walletsQueryOptions())
  const offlineGap = isOfflineGap(wallets)
  return (
    <section className={form.page} aria-labelledby="wallets-title">
      <h1 id="wallets-title" className={form.title}>
        <Trans>Ví của tôi</Trans>
      </h1>
      {offlineGap && <OfflineUnavailable />}
      {wallets.isPending && !offlineGap && (
        <div className={styles.cards} aria-busy="true">
          <Skeleton height="5.5rem" />
          <Skeleton height="5.5rem" />
        </div>
      )}
      {wallets.isError && !offlineGap && <Alert variant="danger">{wallets.error.message}</Alert>}
      {wallets.data?.length === 0 && <EmptyState message={<Trans>Bạn chưa có ví nào</Trans>} />}
      {wallets.data && wallets.data.length > 0 && (
        <ul className={styles.cards} data-testid="wallet-list">
          {wallets.data.map((wallet) => (
            <li key={wallet.id}>
              <Link
                to="/customer/wallet/$id"
                params={{ id: String(wallet.id) }}
                className={styles.walletLink}
                data-testid="wallet-card"
                data-currency={wallet.currency_id}
              >
                <span className={styles.currency}>{wallet.currency_id}</span>
                <span className={styles.balance}>{formatWalletAmount(wallet.balance, wallet.currency_id)}</span>
                <span className={form.hint}>
                  <Trans>Số dư</Trans>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
