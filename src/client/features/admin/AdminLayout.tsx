import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffMember } from '@shared/contracts/staff'
import { SideNavLayout, sideNavLink, sideNavLinkActive } from '@client/ui'
import { AdminLink } from './admin-navigation'
import * as styles from './AdminLayout.css'

const linkProps = { className: sideNavLink, activeClassName: sideNavLinkActive.secondary }

function AdminMenu() {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Bảng điều khiển`}>
      <ul className={styles.menuList}>
        <li>
          <AdminLink path="" exact {...linkProps}>
            <Trans>Tổng quan</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="orders" {...linkProps}>
            <Trans>Đơn hàng</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="rates" {...linkProps}>
            <Trans>Tỉ giá</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="tariffs" {...linkProps}>
            <Trans>Biểu phí vận chuyển</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="wallets" {...linkProps}>
            <Trans>Ví khách hàng</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="transfers" {...linkProps}>
            <Trans>Chuyển khoản</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="posts" {...linkProps}>
            <Trans>Bài viết</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="support" {...linkProps}>
            <Trans>Hỗ trợ</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="auctions" {...linkProps}>
            <Trans>Bàn đấu giá</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="permissions" {...linkProps}>
            <Trans>Quyền đấu giá</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="link-items" {...linkProps}>
            <Trans>Mua theo link</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="catalog" {...linkProps}>
            <Trans>Sản phẩm</Trans>
          </AdminLink>
        </li>
        <li>
          <AdminLink path="audit" {...linkProps}>
            <Trans>Nhật ký thao tác</Trans>
          </AdminLink>
        </li>
      </ul>
    </nav>
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
          <AdminMenu />
        </>
      }
    >
      {children}
    </SideNavLayout>
  )
}
