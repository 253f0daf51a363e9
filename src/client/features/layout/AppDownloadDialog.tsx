import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { APP_STORE_LINKS, PRODUCT_NAME } from '@shared/ui/constants'
import { Button, Modal } from '@client/ui'
import { markAppOffered } from './app-download-shown'
import { isFormField, mayOfferAppOn } from './app-download-rule'
import { mobilePlatform, type MobilePlatform } from './device'
import * as styles from './AppDownloadModal.css'

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
 * The app-store suggestion (its own chunk): never on sign-in, register, cart, checkout or payment
 * pages (it waits for another page) and never over a form field in use or right after a tap.
 */
export default function AppDownloadOffer({ pathname }: { pathname: string }) {
  const [platform, setPlatform] = useState<MobilePlatform | null>(null)
  const [open, setOpen] = useState(false)
  const waiting = platform === null
  const allowedHere = mayOfferAppOn(pathname)
  useEffect(() => {
    if (!waiting || !allowedHere) return
    return whenCustomerIsIdle(() => {
      markAppOffered()
      setPlatform(mobilePlatform(navigator.userAgent))
      setOpen(true)
    })
  }, [waiting, allowedHere])
  if (!platform) return null
  return <AppDownloadDialog platform={platform} open={open} onOpenChange={setOpen} />
}

type AppDownloadDialogProps = { platform: MobilePlatform; open: boolean; onOpenChange: (open: boolean) => void }

function AppDownloadDialog({ platform, open, onOpenChange }: AppDownloadDialogProps) {
  const { t } = useLingui()
  const setOpen = onOpenChange
  const storeLink = APP_STORE_LINKS[platform]
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t`Tải ứng dụng ${PRODUCT_NAME}`}
      description={t`Mua sắm nhanh hơn và nhận thông báo đơn hàng, đấu giá ngay trên điện thoại.`}
      footer={
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <Trans>Để sau</Trans>
          </Button>
          <a
            href={storeLink}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.storeLink}
            data-testid="app-download-link"
            onClick={() => setOpen(false)}
          >
            {platform === 'ios' ? <Trans>Tải trên App Store</Trans> : <Trans>Tải trên Google Play</Trans>}
          </a>
        </div>
      }
    >
      <p className={styles.text}>
        <Trans>Ứng dụng miễn phí, cập nhật tỉ giá và giá sản phẩm mỗi ngày.</Trans>
      </p>
    </Modal>
  )
}
