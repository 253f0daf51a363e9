import { type ReactNode, useRef } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffMember } from '@shared/contracts/staff'
import { PRODUCT_NAME } from '@shared/ui/constants'
import { ExchangeRate, LanguageSelector, LogoMark } from '@client/features/layout'
import { cx, SideNavLayout, scrollRow, sideNavLink, sideNavLinkActive, useScrollRow } from '@client/ui'
import { ConsoleLink } from './console-link'
import { screenOpens } from './console-screens'
import { StaffRoleNames } from './staff-role-labels'
import { StaffSearch } from './StaffSearch'
import { useStaffRoles } from './staff-access'
import * as styles from './AdminLayout.css'

/** The console's menu, in order: each entry is a screen, shown to the members whose roles open it. */
function useMenuEntries() {
  const { t } = useLingui()
  return [
    { to: '/admin', label: t`Tổng quan` },
    { to: '/admin/orders', label: t`Đơn hàng` },
    { to: '/admin/rates', label: t`Tỉ giá` },
    { to: '/admin/tariffs', label: t`Biểu phí vận chuyển` },
    { to: '/admin/wallets', label: t`Ví khách hàng` },
    { to: '/admin/transfers', label: t`Chuyển khoản` },
    { to: '/admin/posts', label: t`Bài viết` },
    { to: '/admin/support', label: t`Hỗ trợ` },
    { to: '/admin/auctions', label: t`Bàn đấu giá` },
    { to: '/admin/permissions', label: t`Quyền đấu giá` },
    { to: '/admin/link-items', label: t`Mua theo link` },
    { to: '/admin/catalog', label: t`Sản phẩm` },
    { to: '/admin/audit', label: t`Nhật ký thao tác` },
    { to: '/admin/staff', label: t`Nhân viên` },
  ] as const
}

function AdminMenu() {
  const { t } = useLingui()
  const roles = useStaffRoles()
  // On a phone the menu is one scrolling row of pills: the current screen's pill is brought into view on every move.
  const list = useRef<HTMLUListElement>(null)
  useScrollRow(list, useRouterState({ select: (state) => state.location.pathname }))
  const entries = useMenuEntries().filter(({ to }) => screenOpens(to, roles))
  return (
    <nav aria-label={t`Bảng điều khiển`}>
      <ul className={cx(scrollRow, styles.menuList)} ref={list}>
        {entries.map(({ to, label }) => (
          <li key={to}>
            <ConsoleLink
              to={to}
              className={sideNavLink}
              activeProps={{ className: sideNavLinkActive.secondary }}
              activeOptions={{ exact: to === '/admin', includeSearch: false }}
            >
              {label}
            </ConsoleLink>
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
