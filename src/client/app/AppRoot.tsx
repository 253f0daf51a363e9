import { useEffect, type ReactNode } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { ToastProvider } from '@client/ui'
import type { AppRouter } from './router'

/**
 * The tree inside the providers, the same in the browser and on the server: ids made with useId
 * depend on the tree's shape, so a server-rendered screen hydrates only if both render this.
 */
export function AppRoot({ router, afterRoutes }: { router: AppRouter; afterRoutes?: ReactNode }) {
  // Marks the page as running (hydrated or rendered): tests wait for it before they interact.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true'
  }, [])
  return (
    <ToastProvider>
      <RouterProvider router={router} />
      {afterRoutes}
    </ToastProvider>
  )
}
