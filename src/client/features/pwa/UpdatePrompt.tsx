import { useEffect, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import { registerServiceWorker } from '@client/app/pwa'
import { Button } from '@client/ui'
import * as styles from './UpdatePrompt.css'

/** Registers the service worker and offers to reload when a new version of the app waits. */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<(() => void) | null>(null)
  const [reloading, setReloading] = useState(false)

  useEffect(() => {
    registerServiceWorker((apply) => setUpdate(() => apply))
  }, [])

  if (!update) return null
  const reload = () => {
    setReloading(true)
    update()
  }
  return (
    <div className={styles.banner} role="status" data-testid="update-prompt">
      <p className={styles.text}>
        <Trans>Đã có phiên bản mới.</Trans>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.later} onClick={() => setUpdate(null)}>
          <Trans>Để sau</Trans>
        </button>
        <Button variant="primary" size="sm" loading={reloading} onClick={reload}>
          <Trans>Tải lại</Trans>
        </Button>
      </div>
    </div>
  )
}
