import { useCallback, useEffect, useRef, useState } from 'react'
import { COPIED_LABEL_MS, WALLET_COPIED_MS } from '@shared/ui/constants'

/**
 * Copying a contact detail (spec §9): the card shows its copied state for 1 s, the notice
 * naming what was copied stays for 2 s.
 */
export function useCopiedContact() {
  const [copiedKey, setCopiedKey] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const timers = useRef<{ card?: number; notice?: number }>({})
  useEffect(
    () => () => {
      window.clearTimeout(timers.current.card)
      window.clearTimeout(timers.current.notice)
    },
    [],
  )

  const copy = useCallback(async (key: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text)
    } catch {
      // No clipboard access (e.g. an insecure origin): the text stays visible and selectable.
      return
    }
    window.clearTimeout(timers.current.card)
    window.clearTimeout(timers.current.notice)
    setCopiedKey(key)
    setNotice(text)
    timers.current.card = window.setTimeout(() => setCopiedKey(null), WALLET_COPIED_MS)
    timers.current.notice = window.setTimeout(() => setNotice(null), COPIED_LABEL_MS)
  }, [])

  return { copiedKey, notice, copy }
}
