import { type ReactNode, useRef } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffMember } from '@shared/contracts/staff'
import { PRODUCT_NAME } from '@shared/ui/constants'
import { ExchangeRate, LanguageSelector, LogoMark } from '@client/features/layout'
import { cx, SideNavLayout, scrollRow, sideNavLink, sideNavLinkActive, useScrollRow } from '@client/ui'
import { AdminLink } from './admin-navigation'
import { screenAllowed, screenOf } from './screens'
import { StaffRoleNames } from './staff-role-labels'
import { StaffSearch } from './StaffSearch'
import { useStaffRoles } from './staff-access'
import * as styles from './AdminLayout.css'

const linkProps = { className: sideNavLink, activeClassName: sideNavLinkActive.secondary }

/** The console's menu, in order: each entry is a screen, shown to the members whose roles open it. */
function useMenuEntries(): { path: string; label: string }[] {
  const { t } = useLingui()
  return [
    { path: '', label: t`Tổng quan` },
    { path: 'orders', label: t`Đơn hàng` },
    { path: 'rates', label: t`Tỉ giá` },
    { path: 'tariffs', label: t`Biểu phí vận chuyển` },
    { path: 'wallets', label: t`Ví khách hàng` },
    { path: 'transfers', label: t`Chuyển khoản` },
    { path: 'posts', label: t`Bài viết` },
    { path: 'support', label: t`Hỗ trợ` },
    { path: 'auctions', label: t`Bàn đấu giá` },
    { path: 'permissions', label: t`Quyền đấu giá` },
    { path: 'link-items', label: t`Mua theo link` },
    { path: 'catalog', label: t`Sản phẩm` },
    { path: 'audit', label: t`Nhật ký thao tác` },
    { path: 'staff', label: t`Nhân viên` },
  ]
}

function AdminMenu() {
  const { t } = useLingui()
  const roles = useStaffRoles()
  // On a phone the menu is one scrolling row of pills: the current screen's pill is brought into view on every move.
  const list = useRef<HTMLUListElement>(null)
  useScrollRow(list, useRouterState({ select: (state) => state.location.pathname }))
  const entries = useMenuEntries().filter(({ path }) => {
    const screen = screenOf(path)
    return screen !== null && screenAllowed(screen, roles)
  })
  return (
    <nav aria-label={t`Bảng điều khiển`}>
      <ul className={cx(scrollRow, styles.menuList)} ref={list}>
        {entries.map(({ path, label }) => (
          <li key={path}>
            <AdminLink path={path} exact={path === ''} {...linkProps}>
              {label}
            </AdminLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The console's own page frame (in place of the storefront's header and footer): a slim bar with the
 * way back to the shop, the day's rate and the language, then the console as the page's main region.
 */
export function ConsoleShell({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  return (
    <>
      <header className={styles.slimHeader}>
        <div className={styles.slimHeaderInner}>
          <Link to="/" className={styles.shopLink} aria-label={t`${PRODUCT_NAME} - Trang chủ`}>
            <LogoMark size={24} />
            <span className={styles.shopName}>{PRODUCT_NAME}</span>
          </Link>
          <div className={styles.slimHeaderEnd}>
            <ExchangeRate />
            <LanguageSelector />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  )
}

/** The staff console's frame: who is signed in, the console's menu (a scrolling tab row on phones) and the page. */
export function AdminLayout({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  return (
    <SideNavLayout
      asideWidth={220}
      asideGap="sm"
      contentClassName={styles.content}
      data-testid="admin-console"
      aside={
        <>
          <p className={styles.heading}>
            <Trans>Bảng điều khiển nhân viên</Trans>
          </p>
          <p className={styles.identity} data-testid="admin-identity">
            {staff.email ?? staff.name ?? staff.uid}
          </p>
          <p className={styles.identity} data-testid="admin-roles">
            <StaffRoleNames roles={staff.roles} />
          </p>
          <AdminMenu />
        </>
      }
    >
      <header className={styles.consoleHeader}>
        <StaffSearch />
      </header>
      {children}
    </SideNavLayout>
  )
}
