import { lazy, Suspense, useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { isFormField, mayOfferAppOn } from './app-download-rule'
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

/** Quiet time before the dialog may open: it never lands under a tap or a key press in progress. */
const QUIET_MS = 1_500

/**
 * Calls `run` once the customer is neither in a form field nor has touched the page for QUIET_MS
 * (checked again until then); returns a cancel function.
 */
function whenCustomerIsIdle(run: () => void): () => void {
  // Whatever happened just before is unknown: a full quiet period first.
  let lastActivity = Date.now()
  const note = () => {
    lastActivity = Date.now()
  }
  const events = ['pointerdown', 'keydown', 'input'] as const
  for (const name of events) document.addEventListener(name, note, { capture: true, passive: true })
  const check = () => {
    const busy = isFormField(document.activeElement) || Date.now() - lastActivity < QUIET_MS
    if (busy) timer = setTimeout(check, QUIET_MS)
    else run()
  }
  let timer = setTimeout(check, QUIET_MS)
  return () => {
    for (const name of events) document.removeEventListener(name, note, { capture: true })
    clearTimeout(timer)
  }
}

/**
 * On a phone, suggests the app once per app start (spec §1), after the page has settled, never on
 * sign-in, register, cart, checkout or payment pages (it waits for another page) and never over a
 * form field in use. Only this check is in the first-paint bundle; the dialog (and Radix Dialog
 * with it) loads when it is about to open.
 */
export function AppDownloadModal() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [due, setDue] = useState(false)
  const [platform, setPlatform] = useState<MobilePlatform | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!shouldOpen()) return
    // Due once the page has loaded and settled, so the dialog never competes with the first paint.
    return afterPageSettles(() => setDue(true))
  }, [])
  const waiting = due && platform === null
  const allowedHere = mayOfferAppOn(pathname)
  useEffect(() => {
    if (!waiting || !allowedHere) return
    return whenCustomerIsIdle(() => {
      markShown()
      setPlatform(mobilePlatform(navigator.userAgent))
      setOpen(true)
    })
  }, [waiting, allowedHere])
  if (!platform) return null
  return (
    <Suspense fallback={null}>
      <AppDownloadDialog platform={platform} open={open} onOpenChange={setOpen} />
    </Suspense>
  )
}
