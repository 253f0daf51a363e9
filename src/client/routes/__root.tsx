import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '@client/app/router-context'
import { AppLayout } from '@client/features/layout/AppLayout'
import { NotFoundPage } from '@client/features/layout/NotFoundPage'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
})
