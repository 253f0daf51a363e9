import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { COPIED_LABEL_MS } from '@shared/ui/constants'
import { Button } from '@client/ui'
import * as styles from './post.css'

/** The share area: the post's address and a button that copies it ('Coppied' for 2 s). */
export function ShareLink({ url }: { url: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // No clipboard access: the address stays visible and selectable in the box.
      return
    }
    setCopied(true)
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setCopied(false), COPIED_LABEL_MS)
  }

  return (
    <section className={styles.share} aria-label={t`Chia sẻ bài viết`}>
      <span className={styles.shareLabel}>
        <Trans>Chia sẻ</Trans>
      </span>
      <input
        className={styles.shareUrl}
        value={url}
        readOnly
        aria-label={t`Liên kết bài viết`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant={copied ? 'secondary' : 'outline'} size="sm" onClick={() => void copy()} aria-live="polite">
        {copied ? <Trans>Đã sao chép</Trans> : <Trans>Sao chép liên kết</Trans>}
      </Button>
    </section>
  )
}
