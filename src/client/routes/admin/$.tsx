import { createFileRoute } from '@tanstack/react-router'
import { AdminConsole, loadAdminMessages, requireStaff } from '@client/features/admin'

/**
 * The staff console: one route (its screens are chunks of their own, chosen by the path after
 * /admin/), so a customer's first load carries a single small route entry for it. Only staff get
 * in (anyone else gets the 404 page); its texts load with it. It draws its own slim header (ownHeader).
 */
export const Route = createFileRoute('/admin/$')({
  staticData: { ownHeader: true },
  beforeLoad: requireStaff,
  loader: loadAdminMessages,
  component: AdminRoute,
})

function AdminRoute() {
  const { staff } = Route.useRouteContext()
  const { _splat } = Route.useParams()
  return <AdminConsole staff={staff} path={_splat ?? ''} />
}
