import { createFileRoute } from '@tanstack/react-router'
import { AdminConsole, loadAdminMessages, requireStaff } from '@client/features/admin'

/**
 * The staff console's layout: only staff get in (anyone else gets the 404 page); its texts load with
 * it; it draws its own slim header (ownHeader) and frames the screen routes below it, each a chunk of
 * its own (its roles: SCREEN_ROLES in features/admin/console-screens.ts).
 */
export const Route = createFileRoute('/admin')({
  staticData: { ownHeader: true },
  beforeLoad: requireStaff,
  loader: loadAdminMessages,
  component: AdminRoute,
})

function AdminRoute() {
  const { staff } = Route.useRouteContext()
  return <AdminConsole staff={staff} />
}
