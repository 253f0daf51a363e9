import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { TOAST_DEFAULT_MS } from '@shared/ui/constants'
import * as styles from './Toast.css'

export type ToastVariant = 'success' | 'danger' | 'info' | 'warning'
export type ToastOptions = { variant?: ToastVariant; durationMs?: number }
export type ToastApi = { show(message: string, options?: ToastOptions): void }

type ToastItem = { id: number; message: string; variant: ToastVariant }

const ToastContext = createContext<ToastApi | null>(null)

/** Shows short messages at the top of the screen; wrap the app once. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const show = useCallback(
    (message: string, { variant = 'info', durationMs = TOAST_DEFAULT_MS }: ToastOptions = {}) => {
      const id = nextId.current++
      setToasts((current) => [...current, { id, message, variant }])
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      )
    },
    [dismiss],
  )

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const api = useMemo<ToastApi>(() => ({ show }), [show])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

function ToastRegion({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useLingui()
  // The live region stays mounted so screen readers announce toasts added to it.
  return (
    <div className={styles.region} role="status" aria-live="polite" data-testid="toast-region">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles.variant[toast.variant]}`} data-testid="toast" data-variant={toast.variant}>
          <span className={styles.message}>{toast.message}</span>
          <button type="button" className={styles.close} aria-label={t`Đóng thông báo`} onClick={() => onDismiss(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
}

/** `show(message, { variant, durationMs })` — default variant info, default duration 3 s. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}
