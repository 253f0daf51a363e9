import { lazy, Suspense, useEffect, useState } from 'react'
import { mobilePlatform, type MobilePlatform } from './device'

const AppDownloadDialog = lazy(() => import('./AppDownloadDialog'))

const SHOWN_KEY = 'app-download-shown'

function shouldOpen(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_KEY)) return false
  } catch {
    return false
  }
  return mobilePlatform(navigator.userAgent) !== null
}

function markShown() {
  try {
    sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    // private mode: it may show again on the next start
  }
}

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
 * bundle; the dialog (and Radix Dialog with it) loads when it is about to open, after the page has loaded.
 */
export function AppDownloadModal() {
  const [platform, setPlatform] = useState<MobilePlatform | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!shouldOpen()) return
    // Opens once the page has loaded and settled, so the dialog never competes with the first paint.
    return afterPageSettles(() => {
      markShown()
      setPlatform(mobilePlatform(navigator.userAgent))
      setOpen(true)
    })
  }, [])
  if (!platform) return null
  return (
    <Suspense fallback={null}>
      <AppDownloadDialog platform={platform} open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
