import { lazy, Suspense, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { StaffMember } from '@shared/contracts/staff'
import { NotFoundPage } from '@client/features/layout'
import { Alert, Spinner } from '@client/ui'
import * as form from '@client/ui/form.css'
import { AdminLayout, ConsoleShell } from './AdminLayout'
import { keepConsoleFresh } from './customers-query'
import { type AdminScreen, screenAllowed, screenOf } from './screens'
import { StaffRolesProvider } from './staff-access'

// Each screen is a chunk of its own, loaded when staff open it.
const DashboardPage = lazy(() => import('./DashboardPage').then((module) => ({ default: module.DashboardPage })))
const AuditPage = lazy(() => import('./AuditPage').then((module) => ({ default: module.AuditPage })))
const RatesPage = lazy(() => import('./RatesPage').then((module) => ({ default: module.RatesPage })))
const TariffsPage = lazy(() => import('./TariffsPage').then((module) => ({ default: module.TariffsPage })))
const OrdersPage = lazy(() => import('./OrdersPage').then((module) => ({ default: module.OrdersPage })))
const OrderPage = lazy(() => import('./OrderPage').then((module) => ({ default: module.OrderPage })))
const LedgerPage = lazy(() => import('./LedgerPage').then((module) => ({ default: module.LedgerPage })))
const PostsPage = lazy(() => import('./PostsPage').then((module) => ({ default: module.PostsPage })))
const PostEditorPage = lazy(() => import('./PostEditorPage').then((module) => ({ default: module.PostEditorPage })))
const SupportInboxPage = lazy(() => import('./SupportInboxPage').then((module) => ({ default: module.SupportInboxPage })))
const LinkItemsPage = lazy(() => import('./LinkItemsPage').then((module) => ({ default: module.LinkItemsPage })))
const PermissionsPage = lazy(() => import('./PermissionsPage').then((module) => ({ default: module.PermissionsPage })))
const AuctionDeskPage = lazy(() => import('./AuctionDeskPage').then((module) => ({ default: module.AuctionDeskPage })))
const TransfersPage = lazy(() => import('./TransfersPage').then((module) => ({ default: module.TransfersPage })))
const StaffPage = lazy(() => import('./StaffPage').then((module) => ({ default: module.StaffPage })))
const CustomerPage = lazy(() => import('./CustomerPage').then((module) => ({ default: module.CustomerPage })))
const CataloguePage = lazy(() => import('./CataloguePage').then((module) => ({ default: module.CataloguePage })))

function Screen({ screen }: { screen: AdminScreen }) {
  switch (screen.name) {
    case 'dashboard':
      return <DashboardPage />
    case 'audit':
      return <AuditPage />
    case 'rates':
      return <RatesPage />
    case 'tariffs':
      return <TariffsPage />
    case 'orders':
      return <OrdersPage />
    case 'order':
      return <OrderPage key={screen.id} orderId={screen.id} />
    case 'wallets':
      return <LedgerPage />
    case 'customer':
      return <CustomerPage key={screen.id} customerId={screen.id} />
    case 'posts':
      return <PostsPage />
    case 'post':
      return <PostEditorPage key={screen.id ?? 'new'} postId={screen.id} />
    case 'support':
      return <SupportInboxPage />
    case 'catalog':
      return <CataloguePage />
    case 'link-items':
      return <LinkItemsPage />
    case 'permissions':
      return <PermissionsPage />
    case 'auctions':
      return <AuctionDeskPage />
    case 'transfers':
      return <TransfersPage />
    case 'staff':
      return <StaffPage />
  }
}

/** A screen the member's roles do not open (its address typed or bookmarked): said plainly, nothing of it loaded. */
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
 * The staff console: its frame and the screen the path after /admin/ names (404 for any other), for
 * the member's roles: only the screens they open (the API decides anyway).
 */
export function AdminConsole({ staff, path }: { staff: StaffMember; path: string }) {
  const queryClient = useQueryClient()
  // Before any screen asks: staff data is never served from an old or persisted cache.
  useState(() => keepConsoleFresh(queryClient))
  const screen = screenOf(path)
  if (!screen)
    return (
      <ConsoleShell>
        <NotFoundPage />
      </ConsoleShell>
    )
  return (
    <ConsoleShell>
      <StaffRolesProvider value={staff.roles}>
        <AdminLayout staff={staff}>
          <Suspense fallback={<Spinner />}>{screenAllowed(screen, staff.roles) ? <Screen screen={screen} /> : <NotYourScreen />}</Suspense>
        </AdminLayout>
      </StaffRolesProvider>
    </ConsoleShell>
  )
}
