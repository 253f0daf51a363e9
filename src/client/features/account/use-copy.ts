import { useCallback, useEffect, useRef, useState } from 'react'
import { COPIED_LABEL_MS } from '@shared/ui/constants'

/** Copies text to the clipboard; `copied` stays true for `durationMs` (spec §9: 2000 ms). */
export function useCopy(durationMs = COPIED_LABEL_MS) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text)
      } catch {
        // No clipboard permission (e.g. an insecure origin): the code stays visible and selectable.
        return
      }
      setCopied(true)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setCopied(false), durationMs)
    },
    [durationMs],
  )
  return { copied, copy }
}
