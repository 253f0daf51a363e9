import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PRODUCT_NAME, SUPPORT } from '@shared/ui/constants'
import { ExchangeRate } from './ExchangeRate'
import { LanguageSelector } from './LanguageSelector'
import { SearchBox } from './SearchBox'
import { MainMenu } from './MainMenu'
import { CartDropdown } from '@client/features/cart'
import { NotificationsDropdown } from '@client/features/notifications'
import { WishlistDropdown } from '@client/features/wishlist'
import { UserMenu } from './UserMenu'
import { LogoMark } from './LogoMark'
import * as styles from './Header.css'

/** Site header: rate and language strip, logo, search, actions and the main menu. */
export function Header() {
  const { t } = useLingui()
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <ExchangeRate />
          <p className={styles.hotline}>
            <Trans>Hotline:</Trans> <a href={`tel:${SUPPORT.hotline.replace(/\s/g, '')}`}>{SUPPORT.hotline}</a>
          </p>
          <LanguageSelector />
        </div>
      </div>
      <div className={styles.mainBar}>
        <Link to="/" className={styles.logo} aria-label={t`${PRODUCT_NAME} - Trang chủ`} data-testid="logo-link">
          <LogoMark />
          <span className={styles.logoText}>{PRODUCT_NAME}</span>
        </Link>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <NotificationsDropdown />
          <WishlistDropdown />
          <CartDropdown />
          <UserMenu />
        </div>
      </div>
      <MainMenu />
    </header>
  )
}
