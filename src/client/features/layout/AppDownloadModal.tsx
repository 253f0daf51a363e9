import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { APP_STORE_LINKS, PRODUCT_NAME } from '../../../shared/ui/constants'
import { Button, Modal } from '../../ui'
import { mobilePlatform } from './device'
import * as styles from './AppDownloadModal.css'

const SHOWN_KEY = 'app-download-shown'

function shouldOpen(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_KEY)) return false
    sessionStorage.setItem(SHOWN_KEY, '1')
  } catch {
    return false
  }
  return mobilePlatform(navigator.userAgent) !== null
}

/** On a phone, suggests the app once per app start (spec §1). */
export function AppDownloadModal() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (shouldOpen()) setOpen(true)
  }, [])
  const platform = mobilePlatform(navigator.userAgent)
  if (!platform) return null
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
