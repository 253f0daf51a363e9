import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { RegisteredRouter, ValidateLinkOptions } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { ORDER_STATUS } from '@shared/orders/statuses'
import { usePageTitle } from '@client/app/use-page-title'
import { Alert, Card, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { ConsoleLink } from './console-link'
import { screenOpens } from './console-screens'
import { useStaffRoles } from './staff-access'
import * as styles from './admin.css'
import { dashboardQueryOptions } from './content-query'

/** /admin: what needs doing, each count linking to its list. */
export function DashboardPage() {
  const { t } = useLingui()
  usePageTitle(t`Bảng điều khiển nhân viên`)
  const dashboard = useQuery(dashboardQueryOptions())
  const orders = (status: number) => dashboard.data?.orders_by_status[String(status)] ?? 0
  return (
    <section className={form.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className={form.title}>
        <Trans>Tổng quan</Trans>
      </h1>
      {dashboard.isPending ? (
        <Spinner />
      ) : dashboard.isError ? (
        <Alert variant="danger">{dashboard.error.message}</Alert>
      ) : (
        <ul className={styles.cards} aria-labelledby="dashboard-title" data-testid="admin-dashboard">
          <Count
            link={{ to: '/admin/orders', search: { status: ORDER_STATUS.Newish } }}
            count={orders(ORDER_STATUS.Newish)}
            label={t`Đơn mới cần xác nhận`}
          />
          <Count
            link={{ to: '/admin/orders', search: { status: ORDER_STATUS.Pending } }}
            count={orders(ORDER_STATUS.Pending)}
            label={t`Đơn chờ thanh toán`}
          />
          <Count
            link={{ to: '/admin/orders', search: { status: ORDER_STATUS.Paid } }}
            count={orders(ORDER_STATUS.Paid)}
            label={t`Đơn cần mua từ nhà cung cấp`}
          />
          <Count
            link={{ to: '/admin/orders', search: { status: ORDER_STATUS.ReceivedAtWarehouse } }}
            count={orders(ORDER_STATUS.ReceivedAtWarehouse)}
            label={t`Đơn đã về kho, chờ giao`}
          />
          <Count link={{ to: '/admin/support' }} count={dashboard.data.open_tickets} label={t`Yêu cầu hỗ trợ chưa xử lý`} />
          <Count link={{ to: '/admin/posts' }} count={dashboard.data.draft_posts} label={t`Bài viết nháp`} />
          <Count
            link={{ to: '/admin/permissions' }}
            count={dashboard.data.pending_permission_requests}
            label={t`Yêu cầu quyền đấu giá chờ duyệt`}
          />
          <Count link={{ to: '/admin/auctions' }} count={dashboard.data.bids_to_place} label={t`Giá cần đặt trên Yahoo`} />
          <Count link={{ to: '/admin/auctions' }} count={dashboard.data.results_needed} label={t`Phiên đấu giá cần kết quả`} />
        </ul>
      )}
    </section>
  )
}

type CountProps<TOptions> = { link: ValidateLinkOptions<RegisteredRouter, TOptions>; count: number; label: ReactNode }

/** A count of what needs doing on a screen (a typed link to it): shown to the members whose roles open that screen. */
function Count<TOptions>(props: CountProps<TOptions>): ReactNode
function Count({ link, count, label }: CountProps<unknown>) {
  const roles = useStaffRoles()
  if (!screenOpens((link as { to: string }).to, roles)) return null
  return (
    <li>
      <Card>
        <ConsoleLink {...link} className={styles.cardLink}>
          <span className={styles.count}>{count}</span>
          <span>{label}</span>
        </ConsoleLink>
      </Card>
    </li>
  )
}
