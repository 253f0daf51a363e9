import { useState } from 'react'
import { Outlet, useMatches } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { StaffMember } from '@shared/contracts/staff'
import { NotFoundPage } from '@client/features/layout'
import { Alert } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLayout, ConsoleShell } from './AdminLayout'
import { screenOpens } from './console-screens'
import { keepConsoleFresh } from './customers-query'
import { StaffRolesProvider } from './staff-access'

/** The route of an /admin/… path that names no screen (routes/admin/$.tsx). */
const UNKNOWN_SCREEN = '/admin/$'

/** A screen the member's roles do not open (its address typed or bookmarked): said plainly, none of its data asked. */
function NotYourScreen() {
  return (
    <section className={form.page} aria-labelledby="not-your-screen">
      <h1 id="not-your-screen" className={form.title}>
        <Trans>Không có quyền</Trans>
      </h1>
      <Alert variant="warning">
        <Trans>Vai trò của bạn không mở được trang này. Hãy nhờ chủ cửa hàng cấp quyền.</Trans>
      </Alert>
    </section>
  )
}

/**
 * The staff console's layout (routes/admin/route.tsx): its frame around the screen route below, for
 * the member's roles — only the screens they open (the API decides anyway). An address that names no
 * screen, or an id that is not one, shows the not-found page in the console's frame.
 */
export function AdminConsole({ staff }: { staff: StaffMember }) {
  const queryClient = useQueryClient()
  // Before any screen asks: staff data is never served from an old or persisted cache.
  useState(() => keepConsoleFresh(queryClient))
  const screen = useMatches({ select: (matches) => matches[matches.length - 1]?.routeId ?? '' })
  const lost = useMatches({ select: (matches) => matches.some((match) => match.status === 'notFound') })
  if (lost || screen === UNKNOWN_SCREEN)
    return (
      <ConsoleShell>
        <Outlet />
      </ConsoleShell>
    )
  return (
    <ConsoleShell>
      <StaffRolesProvider value={staff.roles}>
        <AdminLayout staff={staff}>{screenOpens(screen, staff.roles) ? <Outlet /> : <NotYourScreen />}</AdminLayout>
      </StaffRolesProvider>
    </ConsoleShell>
  )
}

/** An /admin/… address that names no screen, or a screen's id that is not one (the routes' notFoundComponent). */
export const ConsoleNotFound = NotFoundPage
