import { useCallback, useEffect, useRef, useState } from 'react'
import { COPIED_LABEL_MS } from '@shared/ui/constants'

/** Copy with a fallback for browsers without the async clipboard (insecure origins, old WebViews). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.append(area)
    area.select()
    try {
      return document.execCommand('copy')
    } catch {
      return false
    } finally {
      area.remove()
    }
  }
}

/** Copies the product's address; `copied` holds for 2 s (spec §9), `failed` when no copy was possible. */
export function useShareLink() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const share = useCallback(async (url: string) => {
    const copied = await writeClipboard(url)
    setState(copied ? 'copied' : 'failed')
    window.clearTimeout(timer.current)
    if (copied) timer.current = window.setTimeout(() => setState('idle'), COPIED_LABEL_MS)
  }, [])
  return { copied: state === 'copied', failed: state === 'failed', share }
}
