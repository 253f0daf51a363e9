import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Shop } from '@shared/contracts/shop'
import { useShops } from '@client/features/shops'
import { cx, scrollRow } from '@client/ui'
import * as styles from './MainMenu.css'

const YAHOO_AUCTION_ID = '8'
const RAKUMA_PATH = 'rakuma'

function MarketLink({ shop }: { shop: Shop }) {
  if (shop.path === RAKUMA_PATH) {
    return (
      <Link to="/other-market/rakuma" className={styles.link} activeProps={{ className: styles.active }}>
        {shop.name}
      </Link>
    )
  }
  return (
    <Link
      to="/other-market/home/$shopId"
      params={{ shopId: String(shop.id) }}
      className={styles.link}
      activeProps={{ className: styles.active }}
    >
      {shop.name}
    </Link>
  )
}

/** Main menu: own shops, the auction marketplace, Ecoring, then the markets from the server. */
export function MainMenu() {
  const { t } = useLingui()
  const shops = useShops()
  // The auction marketplace has its own fixed entry; internal shops are listed first.
  const markets = (shops.data ?? []).filter((shop) => shop.kind === 'market' && !shop.is_auction)
  return (
    <nav className={styles.nav} aria-label={t`Danh mục cửa hàng`}>
      <ul className={cx(scrollRow, styles.list)}>
        {(['ikom', 'awond'] as const).map((shopId) => (
          <li key={shopId}>
            <Link to="/products/$shopId" params={{ shopId }} className={styles.link} activeProps={{ className: styles.active }}>
              {shopId}
            </Link>
          </li>
        ))}
        <li>
          <Link
            to="/other-market/home/$shopId"
            params={{ shopId: YAHOO_AUCTION_ID }}
            className={styles.link}
            activeProps={{ className: styles.active }}
          >
            <Trans>Đấu giá Yahoo</Trans>
          </Link>
        </li>
        <li>
          <Link to="/other-market/ecoring" search={{ tab: 'preview' }} className={styles.link} activeProps={{ className: styles.active }}>
            Ecoring
          </Link>
        </li>
        {markets.map((shop) => (
          <li key={shop.id}>
            <MarketLink shop={shop} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
