import { Link, useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useAuth } from '@client/features/auth'
import { HeaderDropdown } from '@client/ui/HeaderDropdown'
import { LogOutIcon, UserIcon } from '@client/ui/icons'
import * as styles from '@client/ui/HeaderDropdown.css'

/** Sign-in link for visitors; account menu with sign-out for customers. */
export function UserMenu() {
  const { t } = useLingui()
  const { status, user, signOut } = useAuth()
  const navigate = useNavigate()
  if (status === 'loading') return <span className={styles.triggerPlaceholder} aria-hidden="true" />
  if (status === 'signed-out' || !user) {
    return (
      <Link to="/login" className={styles.signInLink} aria-label={t`Đăng nhập`}>
        <UserIcon />
        <span className={styles.signInText}>
          <Trans>Đăng nhập</Trans>
        </span>
      </Link>
    )
  }
  const signOutAndGoHome = async (close: () => void) => {
    close()
    // Leave the page first, so a protected page does not bounce to /login on the way out.
    await navigate({ to: '/' })
    await signOut()
  }
  return (
    <HeaderDropdown label={t`Tài khoản của tôi`} icon={<UserIcon />} testId="user-menu">
      {(close) => (
        <>
          <p className={styles.panelTitle} data-testid="user-menu-email">
            {user.displayName || user.email}
          </p>
          <ul className={styles.menuList}>
            <li>
              <Link to="/customer/user-info" className={styles.menuItem} onClick={close}>
                <Trans>Thông tin tài khoản</Trans>
              </Link>
            </li>
            <li>
              <Link to="/customer/orders" className={styles.menuItem} onClick={close}>
                <Trans>Đơn hàng của tôi</Trans>
              </Link>
            </li>
            <li>
              <Link to="/customer/wallet" className={styles.menuItem} onClick={close}>
                <Trans>Ví của tôi</Trans>
              </Link>
            </li>
            <li>
              <button type="button" className={styles.menuItem} data-testid="sign-out" onClick={() => void signOutAndGoHome(close)}>
                <LogOutIcon size={18} />
                <Trans>Đăng xuất</Trans>
              </button>
            </li>
          </ul>
        </>
      )}
    </HeaderDropdown>
  )
}
