import { lazy, Suspense, useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { shouldOfferApp } from './app-download-shown'

// Where and when it may open, and the dialog with Radix Dialog, load once the page has settled.
const AppDownloadOffer = lazy(() => import('./AppDownloadDialog'))

const SETTLE_DELAY_MS = 3_000

/** Calls `run` a moment after the load event, once the main thread is idle; returns a cancel function. */
function afterPageSettles(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let idle: number | undefined
  const schedule = () => {
    const later = () => (timer = setTimeout(run, SETTLE_DELAY_MS))
    if ('requestIdleCallback' in window) idle = requestIdleCallback(later, { timeout: 3_000 })
    else later()
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idle !== undefined) cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

/**
 * On a phone, suggests the app once per app start (spec §1). Only this check is in the first-paint
 * bundle; once the page has loaded and settled, the offer (AppDownloadDialog.tsx) takes over and
 * waits for a fitting moment.
 */
export function AppDownloadModal() {
  const [due, setDue] = useState(false)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    if (!shouldOfferApp()) return
    return afterPageSettles(() => setDue(true))
  }, [])
  if (!due) return null
  return (
    <Suspense fallback={null}>
      <AppDownloadOffer pathname={pathname} />
    </Suspense>
  )
}
