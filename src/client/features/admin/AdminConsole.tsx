import { lazy, Suspense } from 'react'
import type { StaffMember } from '@shared/contracts/staff'
import { NotFoundPage } from '@client/features/layout'
import { Spinner } from '@client/ui'
import { AdminLayout } from './AdminLayout'
import { screenOf } from './screens'

// Each screen is a chunk of its own, loaded when staff open it.
const DashboardPage = lazy(() => import('./DashboardPage').then((module) => ({ default: module.DashboardPage })))
const AuditPage = lazy(() => import('./AuditPage').then((module) => ({ default: module.AuditPage })))

/** The staff console: its frame and the screen the path after /admin/ names (404 for any other). */
export function AdminConsole({ staff, path }: { staff: StaffMember; path: string }) {
  const screen = screenOf(path)
  if (!screen) return <NotFoundPage />
  return (
    <AdminLayout staff={staff}>
      <Suspense fallback={<Spinner />}>
        {screen.name === 'dashboard' && <DashboardPage />}
        {screen.name === 'audit' && <AuditPage />}
      </Suspense>
    </AdminLayout>
  )
}
