import { useRef } from 'react'
import { Link, Outlet, useNavigate, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, cx, SideNavLayout, scrollRow, sideNavLink, sideNavLinkActive, useScrollRow } from '@client/ui'
import { useAuth, useCurrentUser } from '@client/features/auth'
import * as styles from './CustomerLayout.css'

const linkProps = { className: sideNavLink, activeProps: { className: sideNavLinkActive.primary } }

function CustomerMenu() {
  const { t } = useLingui()
  const row = useRef<HTMLUListElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useScrollRow(row, pathname)
  return (
    <nav aria-label={t`Tài khoản`} className={styles.menu}>
      <ul ref={row} className={cx(scrollRow, styles.menuList)}>
        <li>
          <Link to="/customer/user-info" {...linkProps}>
            <Trans>Hồ sơ</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/orders" {...linkProps}>
            <Trans>Đơn hàng</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/address" {...linkProps}>
            <Trans>Sổ địa chỉ</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/wallet" {...linkProps}>
            <Trans>Ví</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/gift" {...linkProps}>
            <Trans>Mã giới thiệu</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/support" {...linkProps}>
            <Trans>Hỗ trợ</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/notifications" {...linkProps}>
            <Trans>Thông báo</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/auction-log" {...linkProps}>
            <Trans>Lịch sử đấu giá</Trans>
          </Link>
        </li>
        <li>
          <Link to="/customer/watchlist" {...linkProps}>
            <Trans>Đang theo dõi</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  )
}

/** The customer area: side menu (a scrolling tab row on phones), sign-out, and the page. */
export function CustomerLayout() {
  const { user, signOut } = useAuth()
  const customer = useCurrentUser().data
  const customerId = customer?.id
  const navigate = useNavigate()
  const signOutAndGoHome = async () => {
    // Leave the page first, so a protected page does not bounce to /login on the way out.
    await navigate({ to: '/' })
    await signOut()
  }
  return (
    <SideNavLayout
      asideWidth={240}
      asideGap="md"
      aside={
        <>
          <p className={styles.identity} data-testid="customer-identity">
            {customer?.name || user?.displayName || user?.email}
          </p>
          {customerId !== undefined && (
            <p className={styles.customerId} data-testid="customer-id" data-customer-id={customerId}>
              <Trans>Mã khách hàng: {customerId}</Trans>
            </p>
          )}
          <CustomerMenu />
          <Button variant="outline" size="sm" onClick={() => void signOutAndGoHome()} data-testid="customer-sign-out">
            <Trans>Đăng xuất</Trans>
          </Button>
        </>
      }
    >
      <Outlet />
    </SideNavLayout>
  )
}
