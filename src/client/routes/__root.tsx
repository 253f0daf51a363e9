import { createRootRouteWithContext } from '@tanstack/react-router'
import type { RouterContext } from '../app/router-context'
import { AppLayout } from '../features/layout/AppLayout'
import { NotFoundPage } from '../features/layout/NotFoundPage'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
})
