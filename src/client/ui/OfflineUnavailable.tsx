import { lazy, Suspense } from 'react'
import type { OfflineUnavailableProps } from './OfflineUnavailablePanel'

export type { OfflineUnavailableProps }

// Its own chunk (precached by the service worker like every chunk): only an offline visit needs it.
const Panel = /* @__PURE__ */ lazy(() => import('./OfflineUnavailablePanel'))

/**
 * Offline, on a screen this device has not saved: says so in the words of the cart's offline banner
 * and offers the places that work offline, instead of a skeleton that never fills.
 */
export function OfflineUnavailable(props: OfflineUnavailableProps) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  )
}
